import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootController } from './boot.js';
import { startController } from './frame-window.js';

const MERCHANT = 'https://shop.example';
const PROVIDER = 'http://127.0.0.1:4242';

/** Just enough of a window for the controller frame: its hash, its parent and its listeners. */
function frameWindow(hash = `#kc_1?key=pk_test_1&origin=${encodeURIComponent(MERCHANT)}`) {
  const listeners: Array<(event: unknown) => void> = [];
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const sibling = {};
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
    frames: [] as unknown[],
  };
  const win = {
    location: { hash, origin: PROVIDER },
    parent,
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  parent.frames.push(win, sibling);
  const dispatch = (event: Record<string, unknown>) => {
    for (const listener of listeners) listener({ ports: [], ...event });
  };
  return { win: win as unknown as Window, parent, sibling, posted, dispatch };
}

const request = (action: string) => ({
  kassa: 1,
  type: 'controller-request',
  nonce: 'n1',
  action,
  payload: {},
});
const FRAME_CONNECT = {
  kassa: 1,
  type: 'frame-connect',
  frameId: 'f1',
  groupId: 'g1',
  elementType: 'card',
  attempt: 0,
};
/** A sibling element frame handing over its port, as the element's controller link does. */
const connectFrom = (source: unknown, port: MessagePort) => ({
  origin: PROVIDER,
  source,
  ports: [port],
  data: FRAME_CONNECT,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startController', () => {
  it('announces itself to the merchant page, and only to its origin', () => {
    const frame = frameWindow();
    startController({ window: frame.win });
    expect(frame.posted).toEqual([
      {
        message: { kassa: 1, type: 'controller-load', controllerId: 'kc_1' },
        targetOrigin: MERCHANT,
      },
    ]);
  });

  it('tells the sibling frames it has started, to the provider origin only, so an element whose port it missed hands over another', () => {
    const frame = frameWindow();
    const got: Array<{ message: unknown; targetOrigin: string }> = [];
    Object.assign(frame.sibling, {
      postMessage: (message: unknown, targetOrigin: string) => got.push({ message, targetOrigin }),
    });
    startController({ window: frame.win });
    expect(got).toEqual([
      {
        message: { kassa: 1, type: 'controller-load', controllerId: 'kc_1' },
        targetOrigin: PROVIDER,
      },
    ]);
  });

  it('does not start without its key and merchant origin', () => {
    expect(startController({ window: frameWindow('#kc_1?key=pk_test_1').win })).toBeNull();
    expect(startController({ window: frameWindow(`#kc_1?origin=${MERCHANT}`).win })).toBeNull();
  });

  it('answers a request from its parent by nonce, serialising errors', async () => {
    const frame = frameWindow();
    startController({ window: frame.win });
    frame.dispatch({ origin: MERCHANT, source: frame.parent, data: request('no-such-action') });
    await settle();
    expect(frame.posted[1]).toEqual({
      message: {
        kassa: 1,
        type: 'action-error',
        nonce: 'n1',
        error: { type: 'invalid_request_error', message: 'Unknown action: no-such-action' },
      },
      targetOrigin: MERCHANT,
    });
  });

  it.each([
    ['a look-alike origin', 'https://shop.example.evil', 'parent'],
    ['another port', 'https://shop.example:8443', 'parent'],
    ['the provider origin', PROVIDER, 'parent'],
    ['the right origin but another window', MERCHANT, 'sibling'],
  ])('ignores a request from %s', async (_case, origin, from) => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = frameWindow();
    startController({ window: frame.win });
    frame.dispatch({
      origin,
      source: from === 'parent' ? frame.parent : frame.sibling,
      data: request('x'),
    });
    await settle();
    expect(frame.posted).toHaveLength(1);
    expect(console.debug).toHaveBeenCalled();
  });

  it('connects a sibling element frame of the provider origin that hands over a port', () => {
    const frame = frameWindow();
    const controller = startController({ window: frame.win });
    const { port1 } = new MessageChannel();
    frame.dispatch(connectFrom(frame.sibling, port1));
    expect(controller?.registry.find('g1', 'f1')).toMatchObject({
      loaded: true,
      elementType: 'card',
    });
    port1.close();
  });

  it("connects the Express Checkout Element's Link sheet, and refuses a type that is neither", () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = frameWindow();
    const controller = startController({ window: frame.win });
    const sheet = new MessageChannel();
    frame.dispatch({
      ...connectFrom(frame.sibling, sheet.port1),
      data: { ...FRAME_CONNECT, frameId: 'ks_1', elementType: 'linkSheet' },
    });
    expect(controller?.registry.find('g1', 'ks_1')).toMatchObject({ elementType: 'linkSheet' });
    const other = new MessageChannel();
    frame.dispatch({
      ...connectFrom(frame.sibling, other.port1),
      data: { ...FRAME_CONNECT, frameId: 'x', elementType: 'walletSheet' },
    });
    expect(controller?.registry.find('g1', 'x')).toBeUndefined();
    sheet.port1.close();
    other.port1.close();
  });

  it.each([
    ['the merchant origin', MERCHANT, 'sibling', true],
    ['a window that is not a sibling frame', PROVIDER, 'stranger', true],
    ['no port', PROVIDER, 'sibling', false],
  ])('refuses a frame-connect from %s', (_case, origin, from, withPort) => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = frameWindow();
    const controller = startController({ window: frame.win });
    const { port1 } = new MessageChannel();
    frame.dispatch({
      origin,
      source: from === 'sibling' ? frame.sibling : {},
      ports: withPort ? [port1] : [],
      data: FRAME_CONNECT,
    });
    expect(controller?.registry.find('g1', 'f1')).toBeUndefined();
    port1.close();
  });

  it.each([
    ['pk_test_1', 1],
    ['pk_live_1', 0],
  ])('with %s, logs a malformed message on an element port %i time(s)', async (key, times) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = frameWindow(`#kc_1?key=${key}&origin=${encodeURIComponent(MERCHANT)}`);
    startController({ window: frame.win });
    const channel = new MessageChannel();
    const acknowledged = new Promise((resolve) => {
      channel.port2.onmessage = resolve;
    });
    frame.dispatch(connectFrom(frame.sibling, channel.port1));
    await acknowledged;
    channel.port2.postMessage({ kassa: 1, type: 'port-response' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(debug).toHaveBeenCalledTimes(times);
    const logged = debug.mock.calls.map(([line]) => String(line));
    expect(logged.filter((line) => line.includes('malformed message on the port'))).toHaveLength(
      times,
    );
    channel.port1.close();
    channel.port2.close();
  });
});

describe('the boot script before the controller module', () => {
  const announced = { kassa: 1, type: 'controller-load', controllerId: 'kc_1' };

  it('announces the frame to the merchant origin before the module has run', () => {
    const frame = frameWindow();
    bootController(frame.win);
    expect(frame.posted).toEqual([{ message: announced, targetOrigin: MERCHANT }]);
  });

  it('announces nothing without a key, as the module would not start', () => {
    const frame = frameWindow(`#kc_1?origin=${encodeURIComponent(MERCHANT)}`);
    bootController(frame.win);
    expect(frame.posted).toEqual([]);
    expect(startController({ window: frame.win })).toBeNull();
  });

  it('keeps what arrives until the module answers it, and the module does not announce twice', async () => {
    const frame = frameWindow();
    bootController(frame.win);
    frame.dispatch({ origin: MERCHANT, source: frame.parent, data: request('no-such-action') });
    await settle();
    expect(frame.posted).toHaveLength(1);
    startController({ window: frame.win });
    await settle();
    expect(frame.posted.map((p) => (p.message as { type: string }).type)).toEqual([
      'controller-load',
      'action-error',
    ]);
    // The boot script stopped listening: a later request is answered once, by the module.
    frame.dispatch({ origin: MERCHANT, source: frame.parent, data: request('no-such-action') });
    await settle();
    expect(frame.posted).toHaveLength(3);
  });

  it('has what it kept checked like any message: a request from another origin is refused', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = frameWindow();
    bootController(frame.win);
    frame.dispatch({
      origin: 'https://shop.example.evil',
      source: frame.parent,
      data: request('x'),
    });
    startController({ window: frame.win });
    await settle();
    expect(frame.posted).toEqual([{ message: announced, targetOrigin: MERCHANT }]);
    expect(console.debug).toHaveBeenCalled();
  });

  it('hands the module a port an element frame sent while it loaded', () => {
    const frame = frameWindow();
    bootController(frame.win);
    const { port1 } = new MessageChannel();
    frame.dispatch(connectFrom(frame.sibling, port1));
    const controller = startController({ window: frame.win });
    expect(controller?.registry.find('g1', 'f1')).toMatchObject({ loaded: true });
    port1.close();
  });
});
