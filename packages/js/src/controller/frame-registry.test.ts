import type { PortMessage } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { FrameRegistry } from './frame-registry.js';
import { runValidationGate } from './validation-gate.js';

/** The element side of a port that answers `validate` with the given result. */
function elementPort(validation: unknown, log: string[], name: string) {
  const channel = new MessageChannel();
  channel.port2.onmessage = (event: MessageEvent<PortMessage>) => {
    const message = event.data;
    if (message.type !== 'port-request') return;
    log.push(`${name}:${message.action}`);
    channel.port2.postMessage({
      kassa: 1,
      type: 'port-response',
      nonce: message.nonce,
      result: validation as never,
    });
  };
  return channel;
}

const error = (code: string) => ({ type: 'validation_error', code, message: code });

describe('FrameRegistry', () => {
  it('queues requests to a registered frame until its port connects', async () => {
    const log: string[] = [];
    const registry = new FrameRegistry();
    const frame = registry.register('g1', 'f1', 'card');
    const answer = registry.request(frame, 'validate', {});
    expect(frame.queue).toHaveLength(1);
    const channel = elementPort({ complete: true, error: null }, log, 'card');
    registry.connect('g1', 'f1', 'card', channel.port1);
    await expect(answer).resolves.toEqual({ complete: true, error: null });
    expect(frame.queue).toHaveLength(0);
    channel.port1.close();
  });

  it('times out a request to a frame that never connects', async () => {
    const registry = new FrameRegistry({ requestTimeoutMs: 20 });
    const frame = registry.register('g1', 'f1', 'payment');
    await expect(registry.request(frame, 'collect', {})).rejects.toThrow('timed out');
  });

  it('rejects what is pending when a frame is removed', async () => {
    const registry = new FrameRegistry();
    const frame = registry.register('g1', 'f1', 'payment');
    const pending = registry.request(frame, 'collect', {});
    registry.unregister('g1', 'f1');
    await expect(pending).rejects.toThrow('frame removed');
    expect(registry.frames('g1')).toEqual([]);
  });

  it('broadcasts to the connected frames of one group only', async () => {
    const registry = new FrameRegistry();
    const a = new MessageChannel();
    const b = new MessageChannel();
    registry.connect('g1', 'f1', 'card', a.port1);
    registry.connect('g2', 'f2', 'card', b.port1);
    const got: Array<[string, unknown]> = [];
    a.port2.onmessage = (event) => got.push(['g1', event.data]);
    b.port2.onmessage = (event) => got.push(['g2', event.data]);
    registry.broadcast('g1', 'session', { amount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const sessions = got.filter(([, data]) => (data as { event: string }).event === 'session');
    expect(sessions).toEqual([
      ['g1', { kassa: 1, type: 'broadcast', event: 'session', payload: { amount: 1 } }],
    ]);
    for (const port of [a.port1, b.port1, a.port2, b.port2]) port.close();
  });

  it('acknowledges every port it takes, before anything else goes over it', async () => {
    const registry = new FrameRegistry();
    registry.register('g1', 'f1', 'card');
    void registry.request(registry.find('g1', 'f1') as never, 'validate', {}).catch(() => {});
    const channel = new MessageChannel();
    const got: Array<{ type: string; event?: string }> = [];
    channel.port2.onmessage = (event) => got.push(event.data);
    registry.connect('g1', 'f1', 'card', channel.port1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(got[0]).toEqual({ kassa: 1, type: 'broadcast', event: 'connected', payload: null });
    expect(got[1]?.type).toBe('port-request');
    registry.unregister('g1', 'f1');
    channel.port2.close();
  });

  it('replays group state once per frame document: not on a later port of one it already holds', () => {
    const replayed: number[] = [];
    let attempt = -1;
    const registry = new FrameRegistry({ onConnect: () => replayed.push(attempt) });
    const connect = (n: number) => {
      attempt = n;
      registry.connect('g1', 'f1', 'card', new MessageChannel().port1, n);
    };
    connect(1); // the first port was lost (the controller was loading): this one is the first held
    connect(2); // the same document again, posted as the controller announced itself
    connect(0); // a new document for the frame (it was reloaded)
    connect(1);
    expect(replayed).toEqual([1, 0]);
  });

  it('marks a frame unloaded when its document goes away, and queues again', async () => {
    const registry = new FrameRegistry();
    const channel = new MessageChannel();
    const frame = registry.connect('g1', 'f1', 'card', channel.port1);
    channel.port2.postMessage({ kassa: 1, type: 'frame-destroy', frameId: 'f1' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(frame.loaded).toBe(false);
    void registry.request(frame, 'validate', {}).catch(() => {});
    expect(frame.queue).toHaveLength(1);
    registry.unregister('g1', 'f1');
    channel.port2.close();
  });

  it('forgets the Link sheet when its document goes away (no loader unmounts it)', async () => {
    const registry = new FrameRegistry();
    const channel = new MessageChannel();
    registry.connect('g1', 'sheet', 'linkSheet', channel.port1);
    registry.connect('g1', 'ece', 'expressCheckout', new MessageChannel().port1);
    expect(registry.frames('g1').map((frame) => frame.frameId)).toEqual(['sheet', 'ece']);
    channel.port2.postMessage({ kassa: 1, type: 'frame-destroy', frameId: 'sheet' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(registry.frames('g1').map((frame) => frame.frameId)).toEqual(['ece']);
    channel.port2.close();
  });
});

describe('runValidationGate', () => {
  it('asks every frame, lowest priority first, and returns the highest-priority error', async () => {
    const log: string[] = [];
    const registry = new FrameRegistry();
    const payment = elementPort(
      { complete: false, error: error('incomplete_number') },
      log,
      'payment',
    );
    const card = elementPort({ complete: false, error: error('incomplete_cvc') }, log, 'card');
    registry.connect('g1', 'p', 'payment', payment.port1);
    registry.connect('g1', 'c', 'card', card.port1);
    const result = await runValidationGate(registry, registry.frames('g1'));
    // Both frames show their errors; the first-mounted one is asked last so it keeps focus.
    expect(log).toEqual(['card:validate', 'payment:validate']);
    expect(result.error).toEqual(error('incomplete_number'));
    payment.port1.close();
    card.port1.close();
  });

  it('orders split card fields as number, expiry, CVC whatever the mount order', async () => {
    const log: string[] = [];
    const registry = new FrameRegistry();
    const cvc = elementPort({ complete: false, error: error('incomplete_cvc') }, log, 'cvc');
    const expiry = elementPort(
      { complete: false, error: error('incomplete_expiry') },
      log,
      'expiry',
    );
    const number = elementPort(
      { complete: false, error: error('incomplete_number') },
      log,
      'number',
    );
    registry.connect('g1', 'c', 'cardCvc', cvc.port1);
    registry.connect('g1', 'e', 'cardExpiry', expiry.port1);
    registry.connect('g1', 'n', 'cardNumber', number.port1);
    const result = await runValidationGate(registry, registry.frames('g1'));
    expect(log).toEqual(['cvc:validate', 'expiry:validate', 'number:validate']);
    expect(result.error).toEqual(error('incomplete_number'));
    for (const channel of [cvc, expiry, number]) channel.port1.close();
  });

  it('returns no error when every frame is complete', async () => {
    const log: string[] = [];
    const registry = new FrameRegistry();
    const channel = elementPort({ complete: true, error: null }, log, 'card');
    registry.connect('g1', 'c', 'card', channel.port1);
    await expect(runValidationGate(registry, registry.frames('g1'))).resolves.toEqual({
      error: null,
    });
    channel.port1.close();
  });

  it('reports an incomplete frame that gave no error of its own', async () => {
    const registry = new FrameRegistry();
    const channel = elementPort({ complete: false, error: null }, [], 'card');
    registry.connect('g1', 'c', 'card', channel.port1);
    const { error: found } = await runValidationGate(registry, registry.frames('g1'));
    expect(found).toMatchObject({ type: 'validation_error', code: 'incomplete_payment_details' });
    channel.port1.close();
  });
});
