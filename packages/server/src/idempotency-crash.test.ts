// A server killed (SIGKILL) while keyed confirms are in flight: each retry with the same
// Idempotency-Key, as Stripe tells clients to send, must answer the payment's one 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBase62 } from './platform/ids.js';
import { STORE_KINDS } from './testing/harness.js';
import { createTestDatabase } from './testing/test-database.js';

const KEY = 'sk_test_crashcrashcrashcrash0001';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ROUNDS = 3;
const CONFIRMS = 12;

let bundle: string;
beforeAll(async () => {
  // The server from source as one file: node resolves PGlite and pg from the repository.
  const dir = join(ROOT, 'node_modules', '.cache', 'kassa-crash-test');
  await mkdir(dir, { recursive: true });
  bundle = join(dir, `server-${randomBase62(8)}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'packages/server/src/cli.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['kassa-source'],
    external: ['@electric-sql/pglite', 'pg'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}, 60_000);
afterAll(() => rm(bundle, { force: true }));

interface Server {
  readonly url: string;
  readonly child: ChildProcess;
}

function launch(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function kill(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

const post = async (server: Server, path: string, body: object, key?: string) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: new URLSearchParams(body as Record<string, string>),
  });
  return { status: res.status, text: await res.text() };
};

describe.each(STORE_KINDS)('keyed confirms across a SIGKILL on %s', (kind) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kassa-crash-'));
    const database =
      kind === 'postgres' ? await createTestDatabase(inject('kassaPostgresUrl')) : undefined;
    env = {
      KASSA_PORT: '0',
      KASSA_DATA_DIR: dataDir,
      KASSA_LOG_REQUESTS: '0',
      KASSA_SECRET_KEY: KEY,
      KASSA_PUBLIC_DIR: join(ROOT, 'packages/server/public'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    cleanup = async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(() => cleanup());

  it('answers every retry with the payment it made, once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      let server = await launch(env);
      const intents: string[] = [];
      for (let i = 0; i < CONFIRMS; i++) {
        const created = await post(server, '/v1/payment_intents', {
          amount: '1500',
          currency: 'usd',
          payment_method: 'pm_card_visa',
        });
        intents.push((JSON.parse(created.text) as { id: string }).id);
      }
      const keyOf = (id: string) => `confirm-${id}`;
      const firsts = intents.map((id) =>
        post(server, `/v1/payment_intents/${id}/confirm`, {}, keyOf(id)).catch(() => undefined),
      );
      // Somewhere inside the burst: some confirms done, some in flight, some not begun.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 60 * (round + 1)));
      await kill(server);
      const answered = await Promise.all(firsts);
      server = await launch(env);
      try {
        for (const [i, id] of intents.entries()) {
          const retry: Answer = await post(
            server,
            `/v1/payment_intents/${id}/confirm`,
            {},
            keyOf(id),
          );
          expect(retry.status, `${id}: ${retry.text}`).toBe(200);
          expect(JSON.parse(retry.text).status).toBe('succeeded');
          const first = answered[i];
          if (first) expect(retry.text).toBe(first.text);
          const charges = await fetch(`${server.url}/v1/charges?payment_intent=${id}`, {
            headers: { Authorization: `Bearer ${KEY}` },
          });
          expect(((await charges.json()) as { data: unknown[] }).data).toHaveLength(1);
        }
      } finally {
        await kill(server);
      }
    }
  }, 300_000);
});
