import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionMethod, NextActionPage, readNextActionParams } from './next-action-page.js';

afterEach(cleanup);

/** A page inside a merchant page beside the controller frame, which records what it is told. */
function framedWindow() {
  const posted: unknown[] = [];
  const controller = { postMessage: (message: unknown) => posted.push(message) };
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'parent', {
    value: { frames: { '__kassaController-c1': controller } },
  });
  return { win, posted };
}

function open(action: object, win: Window) {
  const params = readNextActionParams({
    search: `?id=na_pi_1&locale=en&action=${encodeURIComponent(JSON.stringify(action))}`,
    hash: '#controllerId=c1',
  });
  render(<NextActionPage params={params} window={win} />);
}

describe('next-action display page', () => {
  it("reads the shopper's locale from the fragment, where the controller puts it", () => {
    const action = encodeURIComponent(JSON.stringify({ type: 'oxxo_display_details' }));
    const params = readNextActionParams({
      search: `?id=na_pi_1&action=${action}`,
      hash: '#controllerId=c1&locale=ar',
    });
    expect(params).toMatchObject({ controllerId: 'c1', locale: 'ar' });
  });

  it('names the method of each next action', () => {
    expect(actionMethod('oxxo_display_details')).toBe('oxxo');
    expect(actionMethod('wechat_pay_display_qr_code')).toBe('wechat_pay');
    expect(actionMethod('cashapp_handle_redirect_or_display_qr_code')).toBe('cashapp');
    expect(actionMethod('display_bank_transfer_instructions')).toBe('customer_balance');
  });

  it('shows a voucher with its number, amount and link, and Done hands it back', () => {
    const { win, posted } = framedWindow();
    open(
      {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: '1234',
          expires_after: 1900000000,
          hosted_voucher_url: 'http://127.0.0.1:4242/vouchers/1',
        },
        amount: 10000,
        currency: 'mxn',
      },
      win,
    );
    expect(screen.getByRole('heading').textContent).toBe('Your OXXO voucher');
    expect(screen.getByText('1234')).toBeTruthy();
    expect(screen.getByText('MX$100.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View voucher' }).getAttribute('href')).toBe(
      'http://127.0.0.1:4242/vouchers/1',
    );
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(done);
    fireEvent.click(done);
    expect(posted).toEqual([
      { kassa: 1, type: 'challenge-complete', challengeId: 'na_pi_1', status: 'succeeded' },
    ]);
  });

  it('keeps Tab and Shift+Tab on its link and button inside the modal', () => {
    const { win } = framedWindow();
    const listen = vi.spyOn(win, 'addEventListener');
    open(
      {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number: '1234',
          hosted_voucher_url: 'http://127.0.0.1:4242/vouchers/1',
        },
        amount: 10000,
        currency: 'mxn',
      },
      win,
    );
    const onKey = listen.mock.calls.find(([type]) => type === 'keydown')?.[1] as (
      e: KeyboardEvent,
    ) => void;
    const link = screen.getByRole('link', { name: 'View voucher' });
    const done = screen.getByRole('button', { name: 'Done' });
    const press = (shiftKey: boolean) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
      onKey(event);
      return event.defaultPrevented;
    };
    // Past the last stop Tab comes back to the first, and Shift+Tab the other way.
    expect(document.activeElement).toBe(done);
    expect(press(false)).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(press(true)).toBe(true);
    expect(document.activeElement).toBe(done);
    // Between two stops the browser moves focus itself.
    expect(press(true)).toBe(false);
    // From the page's body (the modal's edge gave the frame focus), Tab goes to the first stop.
    done.blur();
    expect(press(false)).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it('shows a QR code with its accessible name and waits; Escape closes it', () => {
    const { win, posted } = framedWindow();
    const listen = vi.spyOn(win, 'addEventListener');
    open(
      {
        type: 'paynow_display_qr_code',
        paynow_display_qr_code: { image_url_png: 'http://127.0.0.1:4242/qr/1.png', data: 'x' },
        amount: 1000,
        currency: 'sgd',
      },
      win,
    );
    expect(screen.getByRole('img', { name: 'QR code to pay with PayNow' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for your payment…');
    const onKey = listen.mock.calls.find(([type]) => type === 'keydown')?.[1] as (
      e: KeyboardEvent,
    ) => void;
    onKey(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(posted).toMatchObject([{ challengeId: 'na_pi_1', status: 'failed' }]);
  });

  it('lists the transfer details of each financial address and the reference', () => {
    open(
      {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: 2500,
          reference: 'REF-1',
          financial_addresses: [
            {
              type: 'iban',
              iban: { account_holder_name: 'Kassa', iban: 'DE0012', bic: 'KASSDEFF' },
            },
          ],
        },
        amount: 2500,
        currency: 'eur',
      },
      framedWindow().win,
    );
    expect(screen.getByRole('heading').textContent).toBe('Pay by bank transfer');
    for (const text of ['Kassa', 'DE0012', 'KASSDEFF', 'REF-1', '€25.00']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('says so when its address is incomplete', () => {
    render(
      <NextActionPage params={readNextActionParams({ search: '', hash: '' })} window={window} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'These payment instructions are incomplete.',
    );
  });
});
