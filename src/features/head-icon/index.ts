/** The member's head icon (SPEC 7 Member): its picture and the panel that changes it. */
export { HeadIconPanel } from './head-icon.tsx';
export { HeadIconPicture } from './head-icon-picture.tsx';
