import type { ReactNode } from 'react';

/**
 * What @rjsf/core imports as markdown-to-jsx's `Markdown` (vite.config.ts points the import here). rjsf renders
 * its own strings with it (a file's "**name** (type, size)", a form configuration error), and a description or
 * help text only when a uiSchema enables markdown, which no form of ours does. Bold is the one mark those strings
 * use, so this renders it and leaves every other character as text: the parser it replaces was 119 KB of the
 * registration chunk.
 */
export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children;
  return children.split(/\*\*(.+?)\*\*/).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}
