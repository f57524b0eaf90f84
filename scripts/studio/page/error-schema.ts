/** The validator's errors as rjsf's ErrorSchema, so each shows at its field (a JSON path names the field). */
import type { ErrorSchema } from '@rjsf/utils';
import { type ConfigError, formatError } from './api.ts';

type Node = { __errors?: string[]; [key: string]: unknown };

export function errorSchemaOf(errors: readonly ConfigError[]): ErrorSchema {
  const root: Node = {};
  for (const error of errors) {
    let node = root;
    for (const segment of error.path.split('/').filter((part) => part !== '')) {
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node[key] ??= {}) as Node;
    }
    (node.__errors ??= []).push(formatError(error));
  }
  return root as ErrorSchema;
}

/** The top-level section a JSON path lies in ("theme" for /theme/light/onPrimary). */
export const sectionOf = (path: string): string => path.split('/')[1] ?? '';
