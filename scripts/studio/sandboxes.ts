/**
 * One sandbox per brand the studio previews, made on first use and kept while the studio runs. The preview's
 * platform calls reach the current brand's sandbox in process (Fastify's inject), so one port serves the
 * studio, the app and its platform, all of the same origin.
 */
import { join } from 'node:path';
import { envOptions } from '../sandbox/env-options.ts';
import { createSandbox, type SandboxInstance } from '../sandbox/server.ts';

export interface Sandboxes {
  of(code: string): Promise<SandboxInstance>;
  closeAll(): Promise<void>;
}

export function createSandboxes(merchantsDir: string, dataDir: string): Sandboxes {
  const running = new Map<string, Promise<SandboxInstance>>();
  return {
    of(code) {
      let sandbox = running.get(code);
      if (sandbox === undefined) {
        sandbox = createSandbox({ merchant: code, merchantsDir, dbPath: join(dataDir, `studio-${code}.db`), ...envOptions() });
        // a brand whose saved config cannot start a sandbox is tried again on its next call
        sandbox.catch(() => running.delete(code));
        running.set(code, sandbox);
      }
      return sandbox;
    },
    async closeAll() {
      const all = [...running.values()];
      running.clear();
      await Promise.allSettled(all.map(async (sandbox) => (await sandbox).close()));
    },
  };
}
