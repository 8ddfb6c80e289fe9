import { resolveLocale } from '@kassa/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCatalogue } from '../i18n/catalogue.js';
import { type LocaleImporter, loadLocale } from '../i18n/load-locale.js';
import { WalletSheet } from './wallet-sheet.js';

const MERCHANT = 'https://shop.example';

/** A window whose parent is the merchant page: posts are recorded, messages are delivered. */
function fakeWindow() {
  const posted: Record<string, unknown>[] = [];
  const parent = { postMessage: (message: Record<string, unknown>) => posted.push(message) };
  let listener: ((event: MessageEvent) => void) | null = null;
  const win = {
    parent,
    document,
    addEventListener: (_: string, handler: (event: MessageEvent) => void) => {
      listener = handler;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const deliver = (data: Record<string, unknown>, origin = MERCHANT) =>
    act(() =>
      listener?.({ origin, source: parent, data: { kassa: 1, sheetId: 'ks_1', ...data } } as never),
    );
  const events = () => posted.filter((message) => message.type === 'sheet-event');
  return { win: win as unknown as Window, posted, deliver, events };
}

function open(request: object) {
  const page = fakeWindow();
  render(
    <WalletSheet params={{ sheetId: 'ks_1', origin: MERCHANT, locale: 'en' }} window={page.win} />,
  );
  expect(page.posted[0]).toEqual({
    kassa: 1,
    sheetId: 'ks_1',
    type: 'sheet-load',
    title: 'Wallet',
  });
  page.deliver({ type: 'sheet-init', wallet: 'apple_pay', request });
  return page;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const BASE = { country: 'US', currency: 'usd', total: { label: 'Shop', amount: 1999 } };

describe('the test wallet sheet', () => {
  it('shows the request, its test cards, and starts on the first card', () => {
    open(BASE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apple Pay (test)');
    expect(screen.getByTestId('sheet-total').textContent).toBe('$19.99');
    const first = screen.getByRole('radio', { name: 'Visa ending in 4242' });
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('radio', { name: 'Visa ending in 0002 (declines)' })).toBeTruthy();
  });

  it('ignores messages from another origin', () => {
    const page = open(BASE);
    page.deliver(
      { type: 'sheet-init', wallet: 'google_pay', request: BASE },
      'https://evil.example',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apple Pay (test)');
  });

  it('asks the merchant about the default address and takes their rates', () => {
    const page = open({ ...BASE, requestShipping: true });
    const [change] = page.events();
    expect(change).toMatchObject({
      event: 'shippingaddresschange',
      payload: { shippingAddress: { country: 'US', recipient: '', addressLine: [] } },
    });
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    page.deliver({
      type: 'sheet-answer',
      eventId: change?.eventId,
      answer: {
        status: 'success',
        total: { label: 'Shop', amount: 2499 },
        shippingOptions: [{ id: 'std', label: 'Standard', detail: '3 days', amount: 500 }],
      },
    });
    expect(screen.getByTestId('sheet-total').textContent).toBe('$24.99');
    expect((screen.getByRole('radio', { name: /^Standard/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('pays with the picked card and contact, and marks the field the merchant refused', () => {
    const page = open({ ...BASE, requestPayerName: true, requestPayerEmail: true });
    fireEvent.click(screen.getByRole('radio', { name: 'American Express ending in 0005' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jenny Wallet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    const pay = page.events().at(-1);
    expect(pay).toMatchObject({
      event: 'pay',
      payload: {
        card: 'tok_amex',
        payerName: 'Jenny Wallet',
        payerEmail: 'jenny.rosen@example.com',
        billingDetails: { name: 'Jenny Wallet', email: 'jenny.rosen@example.com' },
      },
    });
    page.deliver({
      type: 'sheet-answer',
      eventId: pay?.eventId,
      answer: { status: 'invalid_payer_email' },
    });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Check the email address.',
    );
  });

  it('refuses to pay with an invalid e-mail before asking anyone', () => {
    const page = open({ ...BASE, requestPayerEmail: true });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jenny@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    expect(page.events()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('counts an answer that takes over 30 seconds as failed, and drops it when it comes', () => {
    vi.useFakeTimers();
    const page = open(BASE);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
    const pay = page.events().at(-1);
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByRole('status').textContent).toBe('Processing payment…');
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('.Sheet-error')?.textContent).toBe(
      'The merchant did not answer in time. Try again.',
    );
    page.deliver({ type: 'sheet-answer', eventId: pay?.eventId, answer: { status: 'success' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('cancels on Escape', () => {
    const page = open(BASE);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Visa ending in 4242' }), {
      key: 'Escape',
    });
    expect(page.events().at(-1)).toMatchObject({ event: 'cancel' });
  });

  it("offers only the addresses in the merchant's allowedShippingCountries", () => {
    const page = open({ ...BASE, requestShipping: true, allowedShippingCountries: ['DE', 'FR'] });
    const radios = screen
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).name === 'address');
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      expect.stringContaining('Max Mustermann'),
      expect.stringContaining('Amélie Dupont'),
    ]);
    // The first address the merchant ships to is the one the merchant hears about.
    expect(page.events()[0]).toMatchObject({
      event: 'shippingaddresschange',
      payload: { shippingAddress: { country: 'DE' } },
    });
  });

  it('says so and cannot pay when the merchant ships to none of the addresses', () => {
    const page = open({ ...BASE, requestShipping: true, allowedShippingCountries: ['JP'] });
    expect(screen.getByText('The merchant does not ship to any of your addresses.')).toBeTruthy();
    expect(page.events()).toEqual([]);
    const pay = screen.getByRole('button', { name: 'Pay $19.99' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    expect(page.events()).toEqual([]);
  });

  it("shows Apple Pay's recurring request: its billings, dates, agreement and management page", () => {
    open({
      ...BASE,
      applePay: {
        recurringPaymentRequest: {
          paymentDescription: 'Tea club',
          managementURL: 'https://shop.example/account',
          regularBilling: {
            label: 'Monthly tea',
            amount: 1500,
            recurringPaymentStartDate: new Date('2027-02-01T12:00:00Z'),
            recurringPaymentIntervalUnit: 'month',
            recurringPaymentIntervalCount: 2,
          },
          trialBilling: { label: 'First box', amount: 0, recurringPaymentIntervalUnit: 'day' },
          billingAgreement: 'Cancel any time.',
        },
      },
    });
    const note = screen.getByTestId('sheet-recurring');
    expect(note.querySelector('h3')?.textContent).toBe('Recurring payment: Tea club');
    expect([...note.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Trial, First box: $0.00 every 1 day',
      'Monthly tea: $15.00 every 2 months',
      'Starting Feb 1, 2027',
      'Cancel any time.',
      'Manage at https://shop.example/account',
    ]);
  });

  it('shows a deferred and an automatic-reload request', () => {
    open({
      ...BASE,
      applePay: {
        deferredPaymentRequest: {
          paymentDescription: 'Hotel stay',
          managementURL: 'https://shop.example/stay',
          deferredBilling: {
            label: 'Room',
            amount: 20000,
            deferredPaymentDate: '2027-03-10T12:00:00Z',
          },
          freeCancellationDate: '2027-03-01T12:00:00Z',
        },
      },
    });
    expect(
      [...screen.getByTestId('sheet-recurring').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual([
      'Room: $200.00 on Mar 10, 2027',
      'Free cancellation until Mar 1, 2027',
      'Manage at https://shop.example/stay',
    ]);
    cleanup();
    open({
      ...BASE,
      applePay: {
        automaticReloadPaymentRequest: {
          paymentDescription: 'Transit card',
          managementURL: 'https://shop.example/card',
          automaticReloadBilling: {
            label: 'Reload',
            amount: 2500,
            automaticReloadPaymentThresholdAmount: 500,
          },
        },
      },
    });
    const note = screen.getByTestId('sheet-recurring');
    expect(note.querySelector('h3')?.textContent).toBe('Automatic reload: Transit card');
    expect(note.querySelector('li')?.textContent).toBe(
      'Reload: $25.00 when your balance falls below $5.00',
    );
  });

  it("speaks the locale it is given (Hebrew, right to left) and names the loader's modal in it", async () => {
    // The provider's answer to `/frames/locales/<wanted>.js`, as main.tsx loads it.
    const provider: LocaleImporter = async (url) => {
      const wanted = decodeURIComponent(/\/locales\/([^/]+)\.js$/.exec(url)?.[1] ?? '');
      return (await import(`../i18n/locales/${resolveLocale(wanted)}.ts`)) as {
        default: LocaleCatalogue;
      };
    };
    await loadLocale('he', provider);
    const page = fakeWindow();
    render(
      <WalletSheet
        params={{ sheetId: 'ks_1', origin: MERCHANT, locale: 'he' }}
        window={page.win}
      />,
    );
    expect(page.posted[0]).toMatchObject({ type: 'sheet-load', title: 'ארנק' });
    page.deliver({ type: 'sheet-init', wallet: 'apple_pay', request: BASE });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apple Pay (בדיקה)');
    expect(screen.getByRole('button', { name: 'ביטול' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^תשלום / })).toBeTruthy();
    await loadLocale('en', provider);
  });
});
