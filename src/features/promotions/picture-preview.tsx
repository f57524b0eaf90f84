import { useCallback } from 'react';
import styles from './apply-reward.module.css';

interface PicturePreviewProps {
  file: File;
  removeLabel: string;
  onRemove: () => void;
  /** The picture cannot be read or drawn (R5-37). */
  onUnreadable: () => void;
}

/** A chosen picture's thumbnail and its remove button; the thumbnail's object URL lives exactly as long as its img. */
export function PicturePreview({ file, removeLabel, onRemove, onUnreadable }: PicturePreviewProps) {
  const show = useCallback((img: HTMLImageElement | null) => {
    if (img === null) return undefined;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className={styles.preview}>
      <img ref={show} className={styles.thumb} alt={file.name} width={88} height={88} onError={onUnreadable} />
      <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" /></svg>
      </button>
    </li>
  );
}
