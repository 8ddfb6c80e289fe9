import { controllerFrameName, PROTOCOL_VERSION } from '@kassa/protocol';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardFieldElement } from '../card-field/card-field-element.js';
import {
  CONTROLLER_ID,
  FRAME_ID,
  type FrameHarness,
  GROUP_ID,
  MERCHANT_ORIGIN,
  openFrame,
  resultOf,
} from '../testing/frame-harness.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
  vi.restoreAllMocks();
});

function open(
  options: Parameters<typeof openFrame>[1] = { elementType: 'cardNumber' },
): FrameHarness {
  harness = openFrame(CardFieldElement, options);
  return harness;
}

function initMessage(overrides: Record<string, unknown> = {}) {
  return {
    kassa: PROTOCOL_VERSION,
    type: 'element-init',
    frameId: FRAME_ID,
    controllerId: CONTROLLER_ID,
    groupId: GROUP_ID,
    elementType: 'cardNumber',
    options: {},
    groupOptions: {},
    ...overrides,
  };
}

function without(message: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(message).filter(([key]) => !keys.includes(key)));
}

describe('frame bootstrap', () => {
  it('announces frame-load to the merchant origin only', () => {
    const frame = open();
    expect(frame.toParent).toEqual([
      { data: { kassa: 1, type: 'frame-load', frameId: FRAME_ID }, targetOrigin: MERCHANT_ORIGIN },
    ]);
  });

  it.each([
    ['a merchant origin with a path', 'https://shop.example/checkout'],
    ['no merchant origin at all', ''],
  ])('refuses to start with %s', (_, origin) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', origin });
    expect(frame.mounted).toBeNull();
    expect(frame.toParent).toEqual([]);
  });

  it.each([
    ['another origin', { origin: 'https://shop.example.evil' }],
    ['the same origin but another window', { source: window }],
    ['no source window', { source: null }],
  ])('ignores element-init from %s', async (_, from) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', testMode: true });
    frame.deliver(initMessage(), from);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(frame.toController).toEqual([]);
    expect(debug).toHaveBeenCalled();
  });

  it.each([
    ['a message without the protocol tag', { ...initMessage(), kassa: 2 }],
    ['an init for another frame', initMessage({ frameId: 'frame-2' })],
    ['an init missing its options', without(initMessage(), 'options', 'groupOptions')],
    [
      'a message type the frame does not take',
      { kassa: 1, type: 'frame-resize', frameId: FRAME_ID, height: 3 },
    ],
  ])('ignores %s', async (_, message) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', testMode: true });
    frame.deliver(message);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(frame.toController).toEqual([]);
    expect(debug).toHaveBeenCalledOnce();
  });

  it('logs nothing of what it ignores with a live key (no testMode in its URL)', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', lostConnects: 1 });
    frame.deliver(initMessage(), { origin: 'https://shop.example.evil' });
    frame.deliver({ ...initMessage(), kassa: 2 });
    frame.deliver(
      { kassa: 1, type: 'controller-load', controllerId: 'ctrl-2' },
      {
        origin: location.origin,
        source: window,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(debug).not.toHaveBeenCalled();
  });

  it('logs no refusal for the controller announcement, which is not for the parent link', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', lostConnects: 1, testMode: true });
    await frame.init();
    await frame.announceController();
    expect(frame.toController).toHaveLength(2);
    expect(debug).not.toHaveBeenCalled();
  });

  it('renders on init from the parent, hands the controller a port and then says ready', async () => {
    const frame = open();
    await frame.init();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(frame.toController).toHaveLength(1);
    expect(frame.toController[0]).toEqual({
      data: {
        kassa: 1,
        type: 'frame-connect',
        frameId: FRAME_ID,
        groupId: GROUP_ID,
        elementType: 'cardNumber',
        attempt: 0,
      },
      targetOrigin: location.origin,
    });
    expect(frame.events('ready')).toEqual([{ elementType: 'cardNumber' }]);
  });

  it('renders from the options in its URL, connects and says ready before any element-init', async () => {
    const hashInit = JSON.stringify({ options: { placeholder: 'Kortnummer' }, groupOptions: {} });
    const frame = open({ elementType: 'cardNumber', hashInit });
    await waitFor(() => expect(frame.events('ready')).toEqual([{ elementType: 'cardNumber' }]));
    expect(screen.getByRole('textbox', { name: 'Card number' }).getAttribute('placeholder')).toBe(
      'Kortnummer',
    );
    expect(frame.toController).toHaveLength(1);
    frame.deliver(initMessage());
    await frame.command('update', { placeholder: 'Later' });
    expect(frame.toController).toHaveLength(1);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Later');
  });

  it.each([
    ['is not JSON', '{options'],
    ['is not an object', '[1]'],
    ['has no group options', JSON.stringify({ options: {} })],
    ['has options that are not an object', JSON.stringify({ options: 'x', groupOptions: {} })],
  ])('waits for element-init when the init in its URL %s', async (_, hashInit) => {
    const frame = open({ elementType: 'cardNumber', hashInit });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(frame.toController).toEqual([]);
    await frame.init();
    expect(frame.events('ready')).toHaveLength(1);
  });

  it('takes only the first element-init', async () => {
    const frame = open();
    await frame.init();
    frame.deliver(initMessage());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(frame.toController).toHaveLength(1);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('keeps looking for the controller frame until the loader has inserted it', async () => {
    const frame = open({ elementType: 'cardNumber', withoutController: true });
    await frame.init();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(frame.events('ready')).toEqual([]);
    frame.connectController();
    await waitFor(() => expect(frame.events('ready')).toHaveLength(1));
    expect(frame.parent.frames[controllerFrameName(CONTROLLER_ID)]).toBeDefined();
    expect(frame.toController).toHaveLength(1);
  });

  it('hands over a new port each time the controller announces itself, until it takes one', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', lostConnects: 2 });
    await frame.init();
    expect(frame.events('ready')).toHaveLength(1);
    expect(frame.toController).toHaveLength(1);
    await frame.announceController();
    expect(frame.toController).toHaveLength(2);
    await frame.announceController();
    expect(frame.toController).toHaveLength(3);
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: false });
    await frame.announceController();
    expect(frame.toController).toHaveLength(3);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: window }],
  ])('ignores a controller announcement from %s, and logs it in test mode', async (_, from) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', lostConnects: 1, testMode: true });
    await frame.init();
    frame.deliver(
      { kassa: 1, type: 'controller-load', controllerId: CONTROLLER_ID },
      { origin: location.origin, ...from },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(frame.toController).toHaveLength(1);
    expect(debug).toHaveBeenCalledOnce();
  });

  it('logs a malformed message on the controller port in test mode', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', testMode: true });
    await frame.init();
    await frame.broadcast('x', null);
    expect(debug).not.toHaveBeenCalled();
    await frame.sendRaw({ kassa: 1, type: 'port-response' });
    expect(debug).toHaveBeenCalledWith(
      '[kassa frame] ignored a message: malformed message on the controller port',
    );
  });

  it('sends what it asked before the controller took a port over the port it took', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const frame = open({ elementType: 'cardNumber', lostConnects: 1 });
    await frame.init();
    const asked = frame.mounted?.runtime.request('card-metadata', { bin: '424242' } as never);
    await frame.announceController();
    expect(await frame.reply('card-metadata', { brand: 'visa' })).toEqual({ bin: '424242' });
    await expect(asked).resolves.toEqual({ brand: 'visa' });
    expect(frame.toController).toHaveLength(2);
  });

  it('answers an unknown port action with a port error', async () => {
    const frame = open();
    await frame.init();
    const answer = await frame.request('steal-card-data');
    expect(answer).toMatchObject({
      type: 'port-error',
      error: { message: 'Unknown action: steal-card-data' },
    });
  });

  it('answers confirm-error without a message with a port error', async () => {
    const frame = open();
    await frame.init();
    const answer = await frame.request('confirm-error', { type: 'card_error' });
    expect(answer.type).toBe('port-error');
  });

  it('says frame-destroy over the port when the page goes away', async () => {
    const frame = open();
    await frame.init();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(frame.fromPort).toContainEqual({ kassa: 1, type: 'frame-destroy', frameId: FRAME_ID }),
    );
  });

  it('reports its height to the merchant page', async () => {
    const frame = open();
    await frame.init();
    const resizes = frame.toParent.filter(
      (posted) => (posted.data as { type?: string }).type === 'frame-resize',
    );
    expect(resizes).toEqual([
      {
        data: { kassa: 1, type: 'frame-resize', frameId: FRAME_ID, height: 0 },
        targetOrigin: MERCHANT_ORIGIN,
      },
    ]);
  });

  it('posts every message to the merchant origin, never to "*"', async () => {
    const frame = open();
    await frame.init();
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: false });
    expect(new Set(frame.toParent.map((posted) => posted.targetOrigin))).toEqual(
      new Set([MERCHANT_ORIGIN]),
    );
  });
});
