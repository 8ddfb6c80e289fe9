import type { Json } from '@kassa/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());
afterEach(() => vi.restoreAllMocks());

const DEFERRED = { mode: 'payment', amount: 1000, currency: 'usd' };

function counting(fetch: typeof globalThis.fetch) {
  const urls: string[] = [];
  const wrapped: typeof globalThis.fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  return { urls, fetch: wrapped };
}

describe('requests from element frames', () => {
  it('broadcasts the brand typed in cardNumber to every frame of its group only', async () => {
    const { controller } = provider.newController();
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    await controller.handle('elements-create', { groupId: 'g2', options: DEFERRED });
    const number = fakeFrame({});
    const cvc = fakeFrame({});
    const other = fakeFrame({});
    controller.registry.connect('g1', 'n', 'cardNumber', number.port);
    controller.registry.connect('g1', 'c', 'cardCvc', cvc.port);
    controller.registry.connect('g2', 'o', 'cardCvc', other.port);
    const answer = await number.ask('card-brand', { brand: 'amex' });
    expect(answer).toMatchObject({ type: 'port-response', result: null });
    await tick();
    expect(cvc.broadcasts('card-brand')).toEqual([{ brand: 'amex' }]);
    expect(other.broadcasts('card-brand')).toEqual([]);
    for (const frame of [number, cvc, other]) frame.close();
  });

  it('looks card metadata up once per BIN and answers the ranges', async () => {
    const api = counting(provider.fetch);
    const { controller } = provider.newController(api.fetch);
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'n', 'cardNumber', frame.port);
    const first = await frame.ask('card-metadata', { binPrefix: '400000' });
    const second = await frame.ask('card-metadata', { binPrefix: '400000' });
    const ranges = (first as unknown as { result: { ranges: Array<{ brand: string }> } }).result
      .ranges;
    expect(ranges.map((range) => range.brand)).toContain('cartes_bancaires');
    expect(second).toEqual({ ...first, nonce: (second as { nonce: string }).nonce });
    expect(api.urls.filter((url) => url.includes('/v1/card-metadata'))).toHaveLength(1);
    frame.close();
  });

  it('answers an empty list when the lookup fails, and asks again next time', async () => {
    let down = true;
    const api = counting((input, init) =>
      down && String(input).includes('card-metadata')
        ? Promise.reject(new TypeError('offline'))
        : provider.fetch(input, init),
    );
    const { controller } = provider.newController(api.fetch);
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'n', 'cardNumber', frame.port);
    expect(await frame.ask('card-metadata', { binPrefix: '424242' })).toMatchObject({
      result: { ranges: [] },
    });
    down = false;
    const again = (await frame.ask('card-metadata', { binPrefix: '424242' })) as unknown as {
      result: { ranges: Json[] };
    };
    expect(again.result.ranges.length).toBeGreaterThan(0);
    frame.close();
  });

  it.each(['42424', 'abcdef', '4242424242'])('refuses the BIN prefix %s', async (binPrefix) => {
    const { controller } = provider.newController();
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'n', 'cardNumber', frame.port);
    expect(await frame.ask('card-metadata', { binPrefix })).toMatchObject({
      type: 'port-error',
      error: { message: 'Invalid BIN prefix' },
    });
    frame.close();
  });

  it('rejects an unknown frame request by name', async () => {
    const { controller } = provider.newController();
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'n', 'cardNumber', frame.port);
    expect(await frame.ask('steal-card', {})).toMatchObject({
      type: 'port-error',
      error: { message: 'Unknown action: steal-card' },
    });
    frame.close();
  });
});

describe('appearance in the controller', () => {
  it('warns once per mistake and sends frames the accepted appearance with derived colours', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = provider.newController();
    const appearance = {
      theme: 'night',
      inputs: 'condensed',
      variables: { colorPrimary: 'not-a-colour-1', fontSizeBase: '15px' },
      rules: { '.Input': { color: 'red' }, body: { display: 'none' } },
    };
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { ...DEFERRED, appearance },
    });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await controller.handle('elements-update', { groupId: 'g1', options: { locale: 'fr' } });
    await tick();
    // The appearance's warnings: the switch to fr also makes the controller fetch fr's texts for
    // the frames' titles, which this in-process controller has no module server for.
    const messages = warn.mock.calls
      .map(([message]) => String(message))
      .filter((message) => message.startsWith('[kassa] Ignored appearance'));
    expect(messages).toEqual([
      '[kassa] Ignored appearance variables.colorPrimary (invalid_variable_value): "not-a-colour-1"',
      '[kassa] Ignored appearance rules["body"] (invalid_rule_selector): "body"',
    ]);
    const [sent] = frame.broadcasts('group-update') as Array<{
      appearance: { theme: string; inputs: string; variables: Record<string, string>; rules: Json };
      appearanceColors: { colorDangerText: string };
    }>;
    expect(sent?.appearance).toMatchObject({ theme: 'night', inputs: 'condensed' });
    expect(sent?.appearance.variables.colorPrimary).toBe('#0570de');
    expect(sent?.appearance.variables.fontSizeBase).toBe('15px');
    expect(sent?.appearance.rules).toEqual({ '.Input': { color: 'red' } });
    expect(sent?.appearanceColors.colorDangerText).toMatch(/^#[0-9a-f]{6}$/i);
    frame.close();
  });

  it('restyles live frames on elements.update({appearance})', async () => {
    const { controller } = provider.newController();
    await controller.handle('elements-create', { groupId: 'g1', options: DEFERRED });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await controller.handle('elements-update', {
      groupId: 'g1',
      options: { appearance: { theme: 'flat', labels: 'floating' } },
    });
    await tick();
    expect(frame.broadcasts('group-update').at(-1)).toMatchObject({
      appearance: { theme: 'flat', labels: 'floating' },
    });
    frame.close();
  });

  it('passes customerSessionClientSecret to the session fetch', async () => {
    const api = counting(provider.fetch);
    const { controller } = provider.newController(api.fetch);
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { ...DEFERRED, customerSessionClientSecret: 'cuss_secret_abc' },
    });
    const session = api.urls.find((url) => url.includes('/v1/elements/sessions')) ?? '';
    expect(new URL(session).searchParams.get('customer_session_client_secret')).toBe(
      'cuss_secret_abc',
    );
  });
});
