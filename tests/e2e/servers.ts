/**
 * Starts the journeys' servers side by side and answers on its own port once every one of them does.
 * Playwright starts the webServers of a config one after another (five servers: about 14 s before the first
 * test); this launcher is the config's one webServer and starts them all at once.
 *
 *   E2E_SERVERS='[{"name","command","port","env","timeout"}]' E2E_READY_PORT=4136 node tests/e2e/servers.ts
 *
 * Outside CI a server already answering on its port is used as it is (Playwright's reuseExistingServer).
 * Playwright ends the launcher's process group when the run ends, and so every server it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';

export interface ServerSpec { name: string; command: string; port: number; env: Record<string, string>; timeout: number }

/** The address every server of the suite answers on once it is up (the sandbox's system status). */
export const statusUrl = (port: number): string => `http://127.0.0.1:${port}/wps/system/status`;

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(statusUrl(port), { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(spec: ServerSpec, child: ChildProcess): Promise<void> {
  const until = Date.now() + spec.timeout;
  while (!(await answers(spec.port))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${spec.name}: "${spec.command}" ended (${child.exitCode ?? child.signalCode}) before it answered on ${statusUrl(spec.port)}`);
    if (Date.now() > until) throw new Error(`${spec.name}: no answer on ${statusUrl(spec.port)} within ${spec.timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const children: ChildProcess[] = [];

async function main(): Promise<void> {
  const specs = JSON.parse(process.env['E2E_SERVERS'] ?? '[]') as ServerSpec[];
  const readyPort = Number(process.env['E2E_READY_PORT']);
  if (!Number.isInteger(readyPort) || readyPort <= 0) throw new Error('E2E_READY_PORT must be a port number');
  const stop = (): void => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await Promise.all(specs.map(async (spec) => {
    if (!process.env['CI'] && await answers(spec.port)) return;
    const child = spawn(spec.command, { shell: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...spec.env } });
    children.push(child);
    await waitUntilUp(spec, child);
  }));
  createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ready')).listen(readyPort, '127.0.0.1');
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
