// The built Kassa server in a child process, and the two-call payment the load client makes,
// shared by the throughput benchmark and the profiling tool.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const cli = join(root, 'packages/server/dist/cli.js');
const SECRET_KEY = 'sk_test_benchbenchbenchbench0001';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `kassa` on a free port; nodeArgs go to node itself (e.g. --cpu-prof). */
export async function startKassa(env, dataDir, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, cli], {
    env: {
      ...process.env,
      ...env,
      KASSA_PORT: String(port),
      KASSA_DATA_DIR: dataDir,
      KASSA_SECRET_KEY: SECRET_KEY,
      KASSA_LOG_REQUESTS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`kassa exited with ${code} before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    // CPU time the server process has used (ms): on a shared machine the per-request CPU
    // cost is steadier than throughput.
    cpuMs: () => processCpuMs(child.pid),
    peakRssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export const headers = {
  authorization: `Bearer ${SECRET_KEY}`,
  'content-type': 'application/x-www-form-urlencoded',
};

// The two calls of a payment, as a merchant back end and Stripe.js make them.
export const CREATE_BODY = 'amount=2000&currency=usd&payment_method_types[]=card';
export const CONFIRM_BODY = 'payment_method=pm_card_visa';

/** An intent created through the API, for the GET load. */
export function createIntent(url) {
  return fetch(`${url}/v1/payment_intents`, {
    method: 'POST',
    headers,
    body: 'amount=2000&currency=usd',
  }).then((res) => res.json());
}

// Each connection loops: create an intent, then confirm it with a test card.
export const createConfirm = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    headers,
    body: CREATE_BODY,
    onResponse: (status, body, context) => {
      context.id = status === 200 ? JSON.parse(body).id : undefined;
    },
  },
  {
    method: 'POST',
    headers,
    body: CONFIRM_BODY,
    setupRequest: (request, context) => ({
      ...request,
      path: `/v1/payment_intents/${context.id}/confirm`,
    }),
  },
];

/** utime and stime of a process (plus its reaped children's, withChildren), in ms. */
export function processTimes(pid, withChildren = false) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ms = (index) => Number(fields[index] ?? 0) * 10;
  return withChildren
    ? { user: ms(11) + ms(13), system: ms(12) + ms(14) }
    : { user: ms(11), system: ms(12) };
}

function processCpuMs(pid, withChildren = false) {
  try {
    const { user, system } = processTimes(pid, withChildren);
    return user + system;
  } catch {
    return 0; // exited since the listing
  }
}

/**
 * CPU used so far by the PostgreSQL cluster listening on the URL's port: the postmaster (with
 * its reaped children) plus its live backends and helpers. undefined when it is not local.
 */
export function postgresCpuMs(url) {
  const port = new URL(url).port;
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /postgres$/.test(args[0] ?? '') && args.join(' ').includes(`-p ${port} `);
    } catch {
      return false;
    }
  });
  if (!postmaster) return undefined;
  let total = processCpuMs(postmaster, true);
  for (const pid of pids) {
    try {
      const ppid = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
      if (ppid === postmaster) total += processCpuMs(pid);
    } catch {
      // exited since the listing
    }
  }
  return total;
}
