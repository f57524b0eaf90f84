import styles from './platform-text.module.css';
import { textDirection } from './text-direction.ts';

interface PlatformTextProps {
  /** A name or title the platform supplies: game, vendor, team, player, announcement. */
  text: string;
  /** Put the truncating class here: an ellipsis cuts the end of the box's own direction. */
  className?: string | undefined;
}

/**
 * Platform text isolated in its own direction: a Latin name in an Arabic page is laid
 * out, and truncated, left to right ("Manila Ea…", not "…nila Eagles"), and an Arabic name in an English
 * page right to left, without reordering the text around it.
 */
export function PlatformText({ text, className }: PlatformTextProps) {
  return <bdi className={className === undefined ? styles.text : `${styles.text} ${className}`} dir={textDirection(text) ?? 'auto'}>{text}</bdi>;
}
