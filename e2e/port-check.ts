import { spawnSync } from 'node:child_process';

/** Connects to each port on IPv4 and IPv6 loopback; prints the ports something answers on. */
const PROBE = `
const net = require('node:net');
const ports = JSON.parse(process.argv[1]);
const probe = (port, host) => new Promise((resolve) => {
  const socket = net.connect({ port, host });
  const done = (busy) => { socket.destroy(); resolve(busy); };
  socket.setTimeout(1000, () => done(false));
  socket.once('connect', () => done(true));
  socket.once('error', () => done(false));
});
Promise.all(ports.map(async (port) => {
  const answers = await Promise.all([probe(port, '127.0.0.1'), probe(port, '::1')]);
  return answers.includes(true) ? port : null;
})).then((busy) => console.log(JSON.stringify(busy.filter((port) => port !== null))));
`;

/** The ports among these that something already listens on (checked in a child process, synchronously). */
export function busyPorts(ports: number[]): number[] {
  const probe = spawnSync(process.execPath, ['-e', PROBE, JSON.stringify(ports)], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (probe.status !== 0) throw new Error(`e2e: could not probe ports ${ports}: ${probe.stderr}`);
  return JSON.parse(probe.stdout) as number[];
}

/**
 * Refuses to start when the ports are taken: another e2e run (or `npm start` on these ports)
 * would otherwise answer the tests, and they would test the wrong server.
 */
export function assertPortsFree(ports: Record<string, number>): void {
  const busy = busyPorts(Object.values(ports));
  if (busy.length === 0) return;
  const named = Object.entries(ports)
    .filter(([, port]) => busy.includes(port))
    .map(([name, port]) => `${port} (${name})`)
    .join(', ');
  throw new Error(
    `e2e: ${busy.length > 1 ? 'ports' : 'port'} ${named} ${busy.length > 1 ? 'are' : 'is'} already in use, probably by another end-to-end run or a Kassa server. ` +
      'These tests start their own provider and shop and never reuse a running one. Stop the other ' +
      'run, or pick free ports: KASSA_E2E_PORT=5252 KASSA_E2E_DEMO_PORT=5253 npx playwright test -c e2e/playwright.config.ts',
  );
}
