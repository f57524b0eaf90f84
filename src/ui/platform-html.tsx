import type { CSSProperties } from 'react';
import type { SafeHtml } from './platform-html-policy.ts';
import styles from './platform-html.module.css';

/**
 * Renders platform HTML that went through the sanitising policy (the type admits nothing else) inside a box that
 * contains it; `data-platform-html` marks the box for the security suite's layout checks.
 */
export function PlatformHtml({ html, className, style }: { html: SafeHtml; className?: string | undefined; style?: CSSProperties }) {
  return <div className={className === undefined ? styles.box : `${styles.box} ${className}`} style={style} data-platform-html="" dangerouslySetInnerHTML={{ __html: html as unknown as string }} />;
}
