/**
 * Starts the journeys' servers side by side and answers on its own port once every one of them does.
 * Playwright starts the webServers of a config one after another (five servers: about 14 s before the first
 * test); this launcher is the config's one webServer and starts them all at once.
 *
 *   E2E_SERVERS='[{"name","command","port","env","timeout"}]' E2E_READY_PORT=4136 node tests/e2e/servers.ts
 *
 * Outside CI a server already answering on its port is used as it is (Playwright's reuseExistingServer).
 * Playwright ends the launcher's process group when the run ends, and so every server it started. A runner
 * killed from outside (npm test ending its steps when the unit tests fail) ends nothing: the launcher watches
 * the runner's process (E2E_OWNER_PID) and stops its servers when it is gone, or they would hold the next
 * run's ports.
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // there, though not ours to signal
  }
}

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
  const owner = Number(process.env['E2E_OWNER_PID']);
  // The whole process group: a server's shell passes no signal on to the server it started.
  if (Number.isInteger(owner) && owner > 0) setInterval(() => {
    if (!alive(owner)) process.kill(0, 'SIGTERM');
  }, 1_000).unref();
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
