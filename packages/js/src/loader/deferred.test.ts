import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred.js';

describe('deferred', () => {
  it('runs calls made before the object exists on it, in order, and chains', async () => {
    const calls: string[] = [];
    let make: (value: unknown) => void = () => {};
    const element = {
      on(name: string) {
        calls.push(`on ${name}`);
        return element;
      },
      mount(at: string) {
        calls.push(`mount ${at}`);
      },
    };
    const sdk = {
      create(kind: string) {
        calls.push(`create ${kind}`);
        return element;
      },
      load: async () => ({ type: 'success' }),
    };
    const standIn = deferred(new Promise((resolve) => (make = resolve)));
    standIn.create('payment').on('change').on('ready');
    standIn.create('address').mount('#x');
    expect(calls).toEqual([]);
    make(sdk);
    expect(await standIn.load()).toEqual({ type: 'success' });
    expect(calls).toEqual([
      'create payment',
      'create address',
      'on change',
      'mount #x',
      'on ready',
    ]);
  });

  it('is a thenable of the real object, and passes a failure on to then/catch', async () => {
    const real = { name: 'sdk' };
    expect(await deferred(Promise.resolve(real))).toBe(real);
    const failure = new Error('no session');
    const standIn = deferred(Promise.reject(failure));
    const caught = vi.fn();
    await standIn.anything().catch(caught);
    expect(caught).toHaveBeenCalledWith(failure);
    await expect(standIn.finally(() => {})).rejects.toBe(failure);
  });
});
