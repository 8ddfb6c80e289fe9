import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError, RpcClient, toWireError } from './rpc.js';

function client(timeoutMs = 0) {
  const sent: Array<{ nonce: string; action: string; payload: unknown }> = [];
  let counter = 0;
  const rpc = new RpcClient({
    timeoutMs,
    makeNonce: () => `n${++counter}`,
    send: (nonce, action, payload) => sent.push({ nonce, action, payload }),
  });
  return { rpc, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RpcClient', () => {
  it('sends each request with its own nonce', () => {
    const { rpc, sent } = client();
    void rpc.request('a', 1);
    void rpc.request('b', 2);
    expect(sent).toEqual([
      { nonce: 'n1', action: 'a', payload: 1 },
      { nonce: 'n2', action: 'b', payload: 2 },
    ]);
    expect(rpc.pendingCount).toBe(2);
  });

  it('settles each request by its nonce, whatever the order of the answers', async () => {
    const { rpc } = client();
    const first = rpc.request('a', null);
    const second = rpc.request('b', null);
    expect(rpc.resolve('n2', 'second')).toBe(true);
    expect(rpc.resolve('n1', 'first')).toBe(true);
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
    expect(rpc.pendingCount).toBe(0);
  });

  it('ignores an answer for a nonce nobody waits for, and a second answer', async () => {
    const { rpc } = client();
    const pending = rpc.request('a', null);
    expect(rpc.resolve('unknown', 'x')).toBe(false);
    expect(rpc.resolve('n1', 'ok')).toBe(true);
    expect(rpc.resolve('n1', 'again')).toBe(false);
    expect(rpc.reject('n1', { type: 'api_error', message: 'late' })).toBe(false);
    await expect(pending).resolves.toBe('ok');
  });

  it('rejects with a RemoteError carrying the wire error', async () => {
    const { rpc } = client();
    const pending = rpc.request('a', null);
    rpc.reject('n1', {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const error = await pending.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RemoteError);
    expect((error as RemoteError).wire.code).toBe('card_declined');
    expect((error as RemoteError).message).toBe('Your card was declined.');
  });

  it('rejects a request unanswered within the time-out', async () => {
    vi.useFakeTimers();
    const { rpc } = client(1000);
    const pending = rpc.request('slow', null);
    const settled = expect(pending).rejects.toThrow('Request slow timed out after 1000 ms');
    vi.advanceTimersByTime(1000);
    await settled;
    expect(rpc.pendingCount).toBe(0);
    expect(rpc.resolve('n1', 'too late')).toBe(false);
  });

  it('does not time out a request answered in time', async () => {
    vi.useFakeTimers();
    const { rpc } = client(1000);
    const pending = rpc.request('quick', null);
    vi.advanceTimersByTime(999);
    rpc.resolve('n1', 'done');
    vi.advanceTimersByTime(5000);
    await expect(pending).resolves.toBe('done');
  });

  it('rejects everything still waiting on rejectAll', async () => {
    const { rpc } = client(1000);
    const a = rpc.request('a', null);
    const b = rpc.request('b', null);
    rpc.rejectAll('frame removed');
    await expect(a).rejects.toThrow('frame removed');
    await expect(b).rejects.toThrow('frame removed');
    expect(rpc.pendingCount).toBe(0);
  });
});

describe('toWireError', () => {
  it('keeps the wire error of a RemoteError', () => {
    const wire = { type: 'card_error', message: 'Declined', decline_code: 'generic_decline' };
    expect(toWireError(new RemoteError(wire))).toBe(wire);
  });

  it('keeps Stripe-like fields of a thrown object', () => {
    expect(
      toWireError({ type: 'integration_error', message: 'Bad', code: 'c', param: 'p', extra: 1 }),
    ).toEqual({ type: 'integration_error', message: 'Bad', code: 'c', param: 'p' });
  });

  it('turns a plain Error into an api_error', () => {
    expect(toWireError(new Error('boom'))).toEqual({ type: 'api_error', message: 'boom' });
  });

  it('turns a thrown string into an api_error', () => {
    expect(toWireError('boom')).toEqual({ type: 'api_error', message: 'boom' });
  });
});
