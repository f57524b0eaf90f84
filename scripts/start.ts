// npm start: the site of MERCHANT (default ttslot) with hot reload, and the sandbox platform behind it
// unless PLATFORM_URL points at a real platform. A bad merchant config stops here with its error lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatError } from './lib/merchants.ts';
import { ROOT } from './lib/paths.ts';
import { validateMerchant } from './lib/validate.ts';

const merchant = process.env['MERCHANT'] ?? 'ttslot';
const { errors } = validateMerchant(merchant);
if (errors.length > 0) {
  console.error(`Merchant "${merchant}" has config errors:\n${errors.map(formatError).join('\n')}`);
  process.exit(1);
}

const children: ChildProcess[] = [];
function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill();
    process.exit(code ?? 0);
  });
  children.push(child);
  return child;
}

const sandboxPort = process.env['SANDBOX_PORT'] ?? '8787';
const sandboxMain = join(ROOT, 'scripts', 'sandbox', 'main.ts');
if (process.env['PLATFORM_URL'] === undefined && existsSync(sandboxMain)) {
  run([sandboxMain], { PORT: sandboxPort, MERCHANT: merchant });
} else if (process.env['PLATFORM_URL'] !== undefined) {
  console.log(`API calls go to ${process.env['PLATFORM_URL']}`);
}
/** Vite starts once the sandbox answers, so the first page load never meets a proxy error. */
async function sandboxReady(timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${sandboxPort}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`the sandbox did not answer on :${sandboxPort} within ${timeoutMs / 1000} s`);
}
if (process.env['PLATFORM_URL'] === undefined) await sandboxReady();

const port = process.env['PORT'] ?? '5173';
console.log(`${merchant}: http://127.0.0.1:${port}/m/home`);
run([join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1'], { MERCHANT: merchant, SANDBOX_PORT: sandboxPort, PORT: port });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => children.forEach((c) => c.kill(signal)));
