import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type RunningServer, startServer } from '../start-server.js';

let dataDir: string;
let server: RunningServer;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kassa-client-error-'));
  server = await startServer(
    loadConfig({ KASSA_PORT: '0', KASSA_DATA_DIR: dataDir, KASSA_LOG_REQUESTS: '0' }),
    { webhooks: false, debits: false },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function exchange(request: string): Promise<{ head: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, at), body: text.slice(at + 4) });
    });
  });
}

describe('requests Node refuses before the app sees them', () => {
  it.each([
    [
      'a URL over 16 KB',
      `GET /v1/payment_intents?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      '414 URI Too Long',
      'The request URL is too long. Send long parameters in the body.',
    ],
    [
      'headers over 16 KB',
      `GET /v1/payment_intents HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      '431 Request Header Fields Too Large',
      'The request headers are too large.',
    ],
    [
      'malformed HTTP',
      'NOT HTTP AT ALL\r\n\r\n',
      '400 Bad Request',
      'The request is not valid HTTP.',
    ],
  ])('answers %s with a JSON error', async (_, request, statusLine, message) => {
    const { head, body } = await exchange(request);
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${statusLine}`);
    expect(head).toMatch(/\r\nContent-Type: application\/json\r\n/);
    expect(JSON.parse(body)).toEqual({ error: { type: 'invalid_request_error', message } });
  });

  it('answers fetch with a readable JSON 414', async () => {
    const res = await fetch(`${server.url}/v1/payment_intents?q=${'b'.repeat(17_000)}`, {
      headers: { Authorization: `Bearer ${server.secretKey}` },
    });
    expect(res.status).toBe(414);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });
});
