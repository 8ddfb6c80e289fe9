#!/usr/bin/env node
// The Stripe CLI's sockets (issue 26): the delay from an event's commit to its arrival on a
// listening socket (`stripe listen`'s protocol) at 200 events per second, p50/p99, and the API's
// throughput (GET and POST of a customer, 16 connections) with one listener and one logs tail
// attached beside none. Median of 3 runs each, on PGlite (the built @kassa/server in a child
// process). Targets: p99 <= 50 ms, throughput within 10 % of none. Never fails on a time.
// The commit moment is taken as the API's answer to the POST that made the event (it answers
// after its transaction committed), so the delay measured is an upper bound of feed + socket.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { headers, root, startKassa } from './tools/kassa-process.mjs';

const RUNS = 3;
const RATE = 200;
const EVENT_SECONDS = Number(process.env.KASSA_BENCH_SECONDS ?? 5);
const LOAD_SECONDS = Number(process.env.KASSA_BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function openSocket(url, feature, onMessage) {
  const response = await fetch(`${url}/v1/stripecli/sessions`, {
    method: 'POST',
    headers,
    body: `device_name=bench&websocket_features[]=${feature}`,
  });
  const session = await response.json();
  const ws = new WebSocket(`${session.websocket_url}?websocket_feature=${feature}`, {
    headers: { 'Websocket-Id': session.websocket_id },
  });
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    // Acknowledge as the CLI does, so the server keeps the socket.
    if (message.type === 'webhook_event') {
      ws.send(JSON.stringify({ type: 'event_ack', event_id: message.webhook_id }));
    }
    onMessage(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

async function eventLatency(url) {
  const answered = new Map();
  const arrived = new Map();
  const socket = await openSocket(url, 'webhooks', (message) => {
    if (message.endpoint?.api_version !== null) return;
    const customer = JSON.parse(message.event_payload).data.object.id;
    arrived.set(customer, performance.now());
  });
  const total = RATE * EVENT_SECONDS;
  const started = performance.now();
  const posts = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(
      fetch(`${url}/v1/customers`, { method: 'POST', headers, body: `email=b${i}@example.com` })
        .then((response) => response.json())
        .then((customer) => answered.set(customer.id, performance.now())),
    );
  }
  await Promise.all(posts);
  const deadline = performance.now() + 5_000;
  while (arrived.size < answered.size && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.terminate();
  const delays = [...answered]
    .map(([id, at]) => Math.max(0, (arrived.get(id) ?? Number.POSITIVE_INFINITY) - at))
    .sort((a, b) => a - b);
  return {
    sent: total,
    arrived: arrived.size,
    p50: Math.round(percentile(delays, 0.5) * 10) / 10,
    p99: Math.round(percentile(delays, 0.99) * 10) / 10,
    achievedRate: Math.round(total / ((performance.now() - started) / 1000)),
  };
}

async function throughput(url, customerId) {
  const get = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [{ method: 'GET', path: `/v1/customers/${customerId}`, headers }],
  });
  const post = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [{ method: 'POST', path: '/v1/customers', headers, body: 'email=load@example.com' }],
  });
  return {
    get: Math.round(get.requests.total / LOAD_SECONDS),
    post: Math.round(post.requests.total / LOAD_SECONDS),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kassa-bench-cli-'));
const server = await startKassa({}, dataDir);
try {
  const { url } = server;
  const latency = [];
  for (let run = 0; run < RUNS; run++) latency.push(await eventLatency(url));
  const customer = await (
    await fetch(`${url}/v1/customers`, { method: 'POST', headers, body: 'email=get@example.com' })
  ).json();
  const bare = [];
  const attached = [];
  for (let run = 0; run < RUNS; run++) {
    bare.push(await throughput(url, customer.id));
    let seen = 0;
    const listener = await openSocket(url, 'webhooks', () => {
      seen++;
    });
    const tail = await openSocket(url, 'request_logs', () => {
      seen++;
    });
    attached.push(await throughput(url, customer.id));
    listener.terminate();
    tail.terminate();
    if (seen === 0) throw new Error('the attached sockets received nothing');
  }
  const result = {
    eventsPerSecond: RATE,
    commitToSocketMs: {
      p50: median(latency.map((r) => r.p50)),
      p99: median(latency.map((r) => r.p99)),
    },
    arrived: latency.map((r) => `${r.arrived}/${r.sent}`),
    throughput: {
      none: { get: median(bare.map((r) => r.get)), post: median(bare.map((r) => r.post)) },
      listenerAndTail: {
        get: median(attached.map((r) => r.get)),
        post: median(attached.map((r) => r.post)),
      },
    },
    runs: { latency, bare, attached },
  };
  const ratio = (key) =>
    Math.round((result.throughput.listenerAndTail[key] / result.throughput.none[key]) * 1000) / 10;
  console.log(
    `commit -> CLI socket at ${RATE} events/s: p50 ${result.commitToSocketMs.p50} ms, p99 ${result.commitToSocketMs.p99} ms (target p99 <= 50 ms); arrived ${result.arrived.join(', ')}`,
  );
  console.log(
    `throughput GET ${result.throughput.none.get}/s -> ${result.throughput.listenerAndTail.get}/s with a listener and a logs tail (${ratio('get')} %), POST ${result.throughput.none.post}/s -> ${result.throughput.listenerAndTail.post}/s (${ratio('post')} %); target >= 90 %`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/stripe-cli.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
