import type { HeadIcon } from '../../api/member.ts';
import { shownPicture } from '../../state/system-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './head-icon.module.css';

/** A head icon's round picture from the image CDN (through shownPicture), or the generic person when none is chosen. */
export function HeadIconPicture({ icon, alt, size = 56 }: { icon: Readonly<HeadIcon> | undefined; alt: string; size?: number }) {
  const src = icon === undefined ? '' : shownPicture(icon.url);
  return (
    <span className={styles.avatar} style={{ ['--avatar-size' as string]: `${size}px` }} role={src === '' && alt !== '' ? 'img' : undefined} aria-label={src === '' && alt !== '' ? alt : undefined}>
      {src === '' ? <Icon name="user" size={Math.round(size / 2)} /> : <img src={src} alt={alt} width={size} height={size} loading="lazy" />}
    </span>
  );
}
