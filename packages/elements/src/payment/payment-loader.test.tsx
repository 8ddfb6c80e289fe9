import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame } from '../testing/frame-harness.js';
import { PaymentElement } from './payment-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openPayment(groupOptions = {}): Promise<FrameHarness> {
  harness = openFrame(PaymentElement, { elementType: 'payment' });
  await harness.init({}, groupOptions);
  return harness;
}

const root = () => document.querySelector('.PaymentElement');
const css = () => document.getElementById('kassa-appearance')?.textContent ?? '';

describe('Payment Element loader option', () => {
  it.each([{}, { loader: 'auto' }, { loader: 'always' }])(
    'shows a skeleton until the session arrives with %o',
    async (groupOptions) => {
      const frame = await openPayment(groupOptions);
      expect(root()?.classList.contains('PaymentElement--loading')).toBe(true);
      expect(root()?.getAttribute('aria-busy')).toBe('true');
      expect(frame.events('loaderstart')).toEqual([{ elementType: 'payment' }]);
      await frame.broadcast('session', { currency: 'usd' });
      expect(root()?.classList.contains('PaymentElement--loading')).toBe(false);
    },
  );

  it('stops the skeleton when the session fails to load', async () => {
    const frame = await openPayment();
    await frame.broadcast('session-error', { type: 'invalid_request_error', message: 'No such' });
    expect(root()?.classList.contains('PaymentElement--loading')).toBe(false);
  });

  it("shows no skeleton and no loaderstart with loader: 'never'", async () => {
    const frame = await openPayment({ loader: 'never' });
    expect(root()?.classList.contains('PaymentElement--loading')).toBe(false);
    expect(frame.events('loaderstart')).toEqual([]);
  });
});

describe('Payment Element ready event', () => {
  it.each([
    { groupOptions: {}, before: ['loaderstart'] },
    { groupOptions: { loader: 'never' }, before: [] },
  ])(
    'is not sent before the session has loaded, then once, after loaderstart, with $groupOptions',
    async ({ groupOptions, before }) => {
      const frame = await openPayment(groupOptions);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(frame.events('ready')).toEqual([]);
      await frame.broadcast('session', { currency: 'usd' });
      await waitFor(() => expect(frame.events('ready')).toEqual([{ elementType: 'payment' }]));
      await frame.broadcast('session', { currency: 'eur' });
      expect(frame.events('ready')).toHaveLength(1);
      const names = frame.toParent.map((posted) => (posted.data as { event?: string }).event);
      const signals = names.filter((name) => name === 'loaderstart' || name === 'ready');
      expect(signals).toEqual([...before, 'ready']);
    },
  );

  it('is sent when the session fails to load: the card form shows and takes focus', async () => {
    const frame = await openPayment();
    await frame.broadcast('session-error', { type: 'invalid_request_error', message: 'No such' });
    await waitFor(() => expect(frame.events('ready')).toEqual([{ elementType: 'payment' }]));
  });
});

describe('Payment Element appearance from the controller', () => {
  it('lays the inputs out condensed or spaced', async () => {
    const frame = await openPayment({ appearance: { inputs: 'condensed' } });
    expect(root()?.classList.contains('Inputs--condensed')).toBe(true);
    await frame.broadcast('group-update', { appearance: { inputs: 'spaced' } });
    expect(root()?.classList.contains('Inputs--spaced')).toBe(true);
  });

  it('replaces what the page sent with what the controller accepted, and its derived colours', async () => {
    const frame = await openPayment({ appearance: { variables: { colorPrimary: 'banana' } } });
    expect(css()).toContain('--k-colorPrimary:banana');
    await frame.broadcast('group-update', {
      appearance: { variables: {} },
      appearanceColors: { colorDangerText: '#aa0000' },
    });
    expect(css()).not.toContain('banana');
    expect(css()).toContain('--k-colorPrimary:#0570de');
    expect(css()).toContain('--k-colorDangerText:#aa0000');
  });
});
