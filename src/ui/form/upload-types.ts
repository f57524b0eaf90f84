/** The picture types a file picker offers: by extension, and by MIME type where the browser gives one. */
export interface PictureTypes {
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

/** SPEC 5: the upload picker takes jpg, jpeg, png and gif; a form that takes fewer narrows it (the reward application, D8). */
export const UPLOAD_PICTURE_TYPES: PictureTypes = { extensions: ['jpeg', 'jpg', 'png', 'gif'], mimeTypes: ['image/jpeg', 'image/png', 'image/gif'] };

/** The `accept` attribute of a picker offering `types`. */
export const acceptOf = (types: PictureTypes): string => [...types.extensions.map((e) => `.${e}`), ...types.mimeTypes].join(',');
