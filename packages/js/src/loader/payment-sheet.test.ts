// @vitest-environment jsdom
import type { SheetToLoader, WalletPaymentRequest } from '@kassa/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from './emitter.js';
import { MessageRouter } from './message-router.js';
import type { PaymentRequestHost } from './payment-request.js';
import { WalletSheet } from './payment-sheet.js';

const PROVIDER = 'http://127.0.0.1:4242';
const EVENTS = ['token', 'paymentmethod', 'source', 'cancel', 'shippingaddresschange'];

afterEach(() => {
  document.body.innerHTML = '';
});

/** A sheet over a host whose controller answers `wallet-payment` with `answer`. */
function openSheet(answer: Record<string, unknown> = { paymentMethod: { id: 'pm_wallet' } }) {
  const router = new MessageRouter(PROVIDER, () => {});
  const calls: WalletPaymentRequest[] = [];
  const host: PaymentRequestHost = {
    window,
    providerOrigin: PROVIDER,
    testMode: true,
    router,
    call: async (action, payload) => {
      if (action === 'wallet-payment') calls.push(payload as WalletPaymentRequest);
      return answer;
    },
  };
  const emitter = new Emitter('paymentRequest', EVENTS);
  let options: Record<string, unknown> = {
    currency: 'usd',
    total: { label: 'Total', amount: 1099 },
  };
  const closed = vi.fn();
  const sheet = new WalletSheet({
    host,
    emitter,
    wallet: 'apple_pay',
    options: () => options,
    check: (_method, raw) => raw as Record<string, unknown>,
    merge: (checked) => {
      options = { ...options, ...checked };
    },
    closed,
  });
  const frame = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe');
  const frameWindow = frame?.contentWindow;
  if (frame == null || frameWindow == null) throw new Error('the sheet did not open');
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  const sheetId = new URL(frame.src).hash.slice(1).split('?')[0] ?? '';
  // As the page's message listener hands them over: from the provider origin and the sheet's window.
  const receive = (message: Partial<SheetToLoader> & Record<string, unknown>) =>
    router.handle({
      origin: PROVIDER,
      source: frameWindow,
      data: { kassa: 1, sheetId, ...message },
    });
  const answers = () => posted.mock.calls.map(([message]) => message as Record<string, unknown>);
  return {
    sheet,
    emitter,
    receive,
    answers,
    calls,
    closed,
    options: () => options,
    sheetId,
    router,
    frameWindow,
  };
}

describe('WalletSheet (the test wallet sheet of a PaymentRequest)', () => {
  it('opens a labelled dialog with the provider-origin sheet page and answers its load with the request', () => {
    const { receive, answers, sheetId } = openSheet();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('Wallet');
    expect(dialog?.querySelector('iframe')?.src).toMatch(
      /^http:\/\/127\.0\.0\.1:4242\/frames\/wallet-sheet\.html/,
    );
    receive({ type: 'sheet-load' });
    expect(answers()).toEqual([
      {
        kassa: 1,
        sheetId,
        type: 'sheet-init',
        wallet: 'apple_pay',
        request: { currency: 'usd', total: { label: 'Total', amount: 1099 } },
      },
    ]);
  });

  it('takes the name the sheet page gives its modal in its language; an empty or missing one keeps "Wallet"', () => {
    const { receive } = openSheet();
    const dialog = document.querySelector('[role="dialog"]');
    receive({ type: 'sheet-load', title: '' });
    expect(dialog?.getAttribute('aria-label')).toBe('Wallet');
    receive({ type: 'sheet-load', title: 'ארנק' });
    expect(dialog?.getAttribute('aria-label')).toBe('ארנק');
    expect(dialog?.querySelector('iframe')?.title).toBe('ארנק');
  });

  it('ignores messages of another sheet, and from another origin', () => {
    const { receive, answers, sheetId, router, frameWindow } = openSheet();
    receive({ type: 'sheet-load', sheetId: 'ks_other' });
    router.handle({
      origin: 'http://127.0.0.1:4243',
      source: frameWindow,
      data: { kassa: 1, sheetId, type: 'sheet-load' },
    });
    expect(answers()).toEqual([]);
  });

  it('answers a shipping change nobody listens to with success', () => {
    const { receive, answers } = openSheet();
    receive({ type: 'sheet-event', eventId: 'e1', event: 'shippingoptionchange', payload: {} });
    expect(answers()[0]).toMatchObject({
      type: 'sheet-answer',
      eventId: 'e1',
      answer: { status: 'success' },
    });
  });

  it("passes the merchant's updateWith() on once, merging its details into the request", () => {
    const { receive, answers, emitter, options } = openSheet();
    const seen: Array<Record<string, unknown>> = [];
    emitter.on('shippingaddresschange', (event: Record<string, unknown>) => seen.push(event));
    receive({
      type: 'sheet-event',
      eventId: 'e2',
      event: 'shippingaddresschange',
      payload: { shippingAddress: { country: 'US' } },
    });
    const event = seen[0] as { shippingAddress: unknown; updateWith(details: unknown): void };
    expect(event.shippingAddress).toEqual({ country: 'US' });
    expect(() => event.updateWith({ status: 'maybe' })).toThrow(
      'expected `status` to be one of success, fail, invalid_shipping_address',
    );
    event.updateWith({ status: 'success', total: { label: 'Total', amount: 1599 } });
    // A second call is ignored, as Stripe.js ignores it.
    event.updateWith({ status: 'fail' });
    expect(answers()).toHaveLength(1);
    expect(answers()[0]).toMatchObject({
      eventId: 'e2',
      answer: { status: 'success', total: { label: 'Total', amount: 1599 } },
    });
    expect(options().total).toEqual({ label: 'Total', amount: 1599 });
  });

  it('pays: the controller makes the PaymentMethod, complete("success") answers and closes', async () => {
    const { receive, answers, emitter, calls, closed } = openSheet();
    const events: Array<Record<string, unknown>> = [];
    emitter.on('paymentmethod', (event: Record<string, unknown>) => events.push(event));
    receive({
      type: 'sheet-event',
      eventId: 'e3',
      event: 'pay',
      payload: {
        card: 'visa',
        billingDetails: { name: 'Jenny Rosen' },
        payerName: 'Jenny Rosen',
      },
    });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(calls).toEqual([
      {
        wallet: 'apple_pay',
        card: 'visa',
        billingDetails: { name: 'Jenny Rosen' },
        paymentMethod: true,
        token: false,
        source: false,
      },
    ]);
    const event = events[0] as Record<string, unknown> & { complete(status: unknown): void };
    expect(event).toMatchObject({
      paymentMethod: { id: 'pm_wallet' },
      payerName: 'Jenny Rosen',
      walletName: 'applePay',
      methodName: 'https://apple.com/apple-pay',
    });
    expect(() => event.complete('done')).toThrow('expected `status` to be one of success, fail');
    event.complete('success');
    expect(answers().at(-1)).toMatchObject({ eventId: 'e3', answer: { status: 'success' } });
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('gives a `source` listener the card Source the controller made, with complete()', async () => {
    const { receive, answers, emitter, calls } = openSheet({ source: { id: 'src_wallet' } });
    const events: Array<Record<string, unknown>> = [];
    emitter.on('source', (event: Record<string, unknown>) => events.push(event));
    receive({ type: 'sheet-event', eventId: 'e7', event: 'pay', payload: { card: 'visa' } });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(calls[0]).toMatchObject({ paymentMethod: false, token: false, source: true });
    const event = events[0] as Record<string, unknown> & { complete(status: unknown): void };
    expect(event).toMatchObject({ source: { id: 'src_wallet' }, walletName: 'applePay' });
    event.complete('fail');
    expect(answers().at(-1)).toMatchObject({ eventId: 'e7', answer: { status: 'fail' } });
  });

  it('answers fail with the reason when no PaymentMethod could be made', async () => {
    const { receive, answers, emitter } = openSheet({
      error: { message: 'Your card was declined.' },
    });
    emitter.on('paymentmethod', () => {});
    receive({ type: 'sheet-event', eventId: 'e4', event: 'pay', payload: { card: 'declined' } });
    await vi.waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0]).toMatchObject({
      answer: { status: 'fail', message: 'Your card was declined.' },
    });
  });

  it('fails a payment no paymentmethod or token handler listens for, without asking the controller', async () => {
    const { receive, answers, calls } = openSheet();
    receive({ type: 'sheet-event', eventId: 'e5', event: 'pay', payload: { card: 'visa' } });
    await vi.waitFor(() => expect(answers()).toHaveLength(1));
    expect(answers()[0]).toMatchObject({ answer: { status: 'fail' } });
    expect(calls).toEqual([]);
  });

  it("closes on the sheet's cancel and emits cancel once; close() after that does nothing", () => {
    const { receive, emitter, closed, sheet } = openSheet();
    const cancelled = vi.fn();
    emitter.on('cancel', cancelled);
    receive({ type: 'sheet-event', eventId: 'e6', event: 'cancel', payload: {} });
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    sheet.close();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
