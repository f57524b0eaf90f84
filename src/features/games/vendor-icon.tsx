import { shownPicture } from '../../state/system-store.ts';

/** A vendor's icon when the picture rule allows its address, else nothing. */
export function VendorIcon({ url }: { url: string | undefined }) {
  const src = shownPicture(url);
  return src === '' ? null : <img src={src} alt="" width={28} height={28} loading="lazy" />;
}
