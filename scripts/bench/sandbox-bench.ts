/**
 * Sandbox benchmark (issue 3 item 9): start + seed time on a fresh database, then the game-list
 * endpoint under concurrent load on loopback. Settings: BENCH_MERCHANT (ttslot), BENCH_SECONDS (5),
 * BENCH_CONCURRENCY (32). Prints figures only; no thresholds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { ENDPOINTS } from '../../src/api/endpoints.ts';
import { recordFigures } from '../lib/bench-figures.ts';
import { createSandbox } from '../sandbox/server.ts';

const merchant = process.env['BENCH_MERCHANT'] ?? 'ttslot';
const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const dbPath = join(dir, 'bench.db');

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: keepAlive }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const { Agent } = await import('node:http');
const keepAlive = new Agent({ keepAlive: true, maxSockets: concurrency });

export interface SandboxBenchResult {
  merchant: string;
  coldStartMs: number;
  warmStartMs: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  seconds: number;
  concurrency: number;
}

export async function benchSandbox(): Promise<SandboxBenchResult> {
  let t = performance.now();
  const cold = await createSandbox({ merchant, dbPath, rateLimits: false });
  const coldStartMs = performance.now() - t;
  await cold.close();
  t = performance.now();
  const app = await createSandbox({ merchant, dbPath, rateLimits: false });
  const warmStartMs = performance.now() - t;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const queries = [
    'gameType=RNG&pageNo=1&pageSize=25', 'gameType=RNG&pageNo=40&pageSize=25', 'gameType=LIVE&pageNo=1&pageSize=24',
    'gameType=RNG&vassalage=PG&pageNo=3&pageSize=15', 'gameName=tiger&pageNo=1&pageSize=25', 'gameType=FISH&pageNo=1&pageSize=25',
  ].map((q) => `${ENDPOINTS.gameList.path}?merchant=${merchant}&platform=html5&language=EN&clientType=2&${q}`);
  for (const q of queries) await get(port, q);
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const path = queries[n++ % queries.length] as string;
      const start = performance.now();
      const status = await get(port, path).catch(() => 0);
      latencies.push(performance.now() - start);
      if (status !== 200) errors += 1;
    }
  }));
  keepAlive.destroy();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  return {
    merchant, coldStartMs, warmStartMs, requests: latencies.length, rps: latencies.length / seconds, p50Ms: pct(50), p99Ms: pct(99), errors, seconds, concurrency,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchSandbox();
  console.log(`sandbox bench (merchant ${r.merchant}, ${r.seconds} s, concurrency ${r.concurrency}, keep-alive, loopback, Node ${process.version})`);
  console.log(`  start + seed (fresh db, key pair generated): ${r.coldStartMs.toFixed(0)} ms`);
  console.log(`  start (existing db): ${r.warmStartMs.toFixed(0)} ms`);
  console.log(`  GET ${ENDPOINTS.gameList.path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms, ${r.requests} requests, ${r.errors} errors`);
  const list = `GET ${ENDPOINTS.gameList.path}`;
  recordFigures('sandbox', [
    { id: 'cold-start', label: 'start + seed (fresh db, key pair generated)', value: Math.round(r.coldStartMs), unit: 'ms', better: 'lower' },
    { id: 'warm-start', label: 'start (existing db)', value: Math.round(r.warmStartMs), unit: 'ms', better: 'lower' },
    { id: 'game-list-rps', label: `${list}: requests a second`, value: Math.round(r.rps), unit: 'req/s', better: 'higher' },
    { id: 'game-list-p50', label: `${list}: p50`, value: Number(r.p50Ms.toFixed(2)), unit: 'ms', better: 'lower' },
    { id: 'game-list-p99', label: `${list}: p99`, value: Number(r.p99Ms.toFixed(2)), unit: 'ms', better: 'lower' },
    { id: 'game-list-requests', label: `${list}: requests`, value: r.requests, unit: 'requests', better: 'higher' },
    { id: 'game-list-errors', label: `${list}: errors`, value: r.errors, unit: 'errors', better: 'lower' },
  ]);
}
