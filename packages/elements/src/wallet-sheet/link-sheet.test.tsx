import { type Json, type JsonObject, RemoteError } from '@kassa/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControllerLink, PortHandlers } from '../frame/controller-link.js';
import { LinkSheet, signedInCards } from './link-sheet.js';

const MERCHANT = 'https://shop.example';
const GROUP = { controllerId: 'ctl_1', groupId: 'grp_1' };

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

type Answer = (payload: Record<string, Json>) => Json | Promise<Json>;

/** The controller as the sheet sees it: its wallet answers, and its broadcasts. */
function fakeController(answer: Answer) {
  const requests: Record<string, Json>[] = [];
  const connected: { params: Record<string, unknown>; closed: boolean }[] = [];
  let handlers: PortHandlers | null = null;
  const connect = (params: object, given: PortHandlers): ControllerLink => {
    handlers = given;
    const entry = { params: params as Record<string, unknown>, closed: false };
    connected.push(entry);
    return {
      connected: Promise.resolve(),
      handedOver: true,
      request: async (action, payload) => {
        expect(action).toBe('wallet');
        requests.push(payload as Record<string, Json>);
        return answer(payload as Record<string, Json>);
      },
      close: () => {
        entry.closed = true;
      },
    };
  };
  const broadcast = (event: string, payload: Json) =>
    act(() => handlers?.broadcast(event, payload));
  return { connect, requests, connected, broadcast };
}

const VIEW: JsonObject = {
  email: 'jenny@example.com',
  exists: true,
  cards: [
    { id: 'csmrpd_other', brand: 'mastercard', last4: '4444', isDefault: false, bankName: null },
    { id: 'csmrpd_visa', brand: 'visa', last4: '4242', isDefault: true, bankName: null },
    { id: 'csmrpd_bank', brand: 'bank', last4: '6789', isDefault: false, bankName: 'Test Bank' },
  ],
};

function open(answer: Answer) {
  const page = fakeWindow();
  const controller = fakeController(answer);
  const view = render(
    <LinkSheet
      params={{ sheetId: 'ks_1', origin: MERCHANT, locale: 'en', group: GROUP }}
      window={page.win}
      connect={controller.connect as never}
    />,
  );
  expect(page.posted[0]).toEqual({ kassa: 1, sheetId: 'ks_1', type: 'sheet-load', title: 'Link' });
  page.deliver({ type: 'sheet-init', wallet: 'link', request: { amount: 2500, currency: 'usd' } });
  return { page, controller, view };
}

const flush = () => act(async () => {});

afterEach(cleanup);

describe('signedInCards', () => {
  it('lists a signed-in view’s cards, default first, without bank accounts', () => {
    expect(signedInCards(VIEW)?.map((card) => card.id)).toEqual(['csmrpd_visa', 'csmrpd_other']);
  });

  it('is null for no view or an e-mail without an account', () => {
    expect(signedInCards(null)).toBeNull();
    expect(signedInCards({ email: 'a@example.com', exists: false })).toBeNull();
  });
});

describe('the Link sheet', () => {
  it('connects to the group’s controller as the Link sheet frame and closes the port when gone', () => {
    const { controller, view } = open(() => ({}));
    expect(controller.connected[0]?.params).toMatchObject({
      frameId: 'ks_1',
      controllerId: 'ctl_1',
      groupId: 'grp_1',
      elementType: 'linkSheet',
    });
    view.unmount();
    expect(controller.connected[0]?.closed).toBe(true);
  });

  it('fills in the group’s wallet e-mail and starts on it', () => {
    const { controller } = open(() => ({}));
    controller.broadcast('wallet', { email: 'known@example.com', exists: false });
    const field = screen.getByLabelText('Email') as HTMLInputElement;
    expect(field.value).toBe('known@example.com');
    expect(document.activeElement).toBe(field);
  });

  it('signs in with the e-mail and the code, then pays with the chosen card', async () => {
    const { page, controller } = open(
      (payload): Json =>
        payload.op === 'lookup'
          ? { exists: true, shopper: { email: 'jenny@example.com', verified: false } }
          : { exists: true },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jenny@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(controller.requests).toEqual([
      { op: 'lookup', email: 'jenny@example.com' },
      { op: 'start', channel: 'EMAIL', locale: 'en' },
    ]);
    const code = screen.getByLabelText('Verification code');
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('Enter the code sent to jenny@example.com to use your saved details.'));
    // Six digits send the code at once.
    fireEvent.change(code, { target: { value: '123 456' } });
    await flush();
    expect(controller.requests[2]).toEqual({ op: 'confirm', channel: 'EMAIL', code: '123456' });
    controller.broadcast('wallet', VIEW);
    const visa = screen.getByRole('radio', { name: 'Visa ending in 4242 (Default)' });
    expect((visa as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /6789/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Mastercard ending in 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(page.events()).toEqual([
      expect.objectContaining({
        event: 'pay',
        payload: { paymentDetails: 'csmrpd_other', email: 'jenny@example.com' },
      }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('Processing payment…');
  });

  it('goes straight to the cards for a shopper signed in already', () => {
    const { controller } = open(() => ({}));
    controller.broadcast('wallet', VIEW);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: 'Visa ending in 4242 (Default)' }),
    );
  });

  it('says when the e-mail has no account, and checks the e-mail first', async () => {
    const { controller } = open(() => ({ exists: false, shopper: null }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(controller.requests).toEqual([]);
    expect(screen.getByText('Your email address is invalid.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    const field = screen.getByLabelText('Email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('link-email-error')?.textContent).toBe(
      'No saved details were found for this email. Pay another way.',
    );
  });

  it('answers a wrong code in the provider’s words and empties the field', async () => {
    const { controller } = open(async (payload): Promise<Json> => {
      if (payload.op === 'lookup') return { exists: true, shopper: null };
      if (payload.op === 'confirm')
        throw new RemoteError({
          type: 'invalid_request_error',
          code: 'consumer_verification_code_invalid',
          message: 'The code is invalid.',
        });
      return {};
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jenny@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    await flush();
    expect(controller.requests.map((request) => request.op)).toEqual([
      'lookup',
      'start',
      'confirm',
    ]);
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(code.value).toBe('');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('link-code-error')?.textContent).toBe(
      'The verification code is not correct.',
    );
    // A new code can be asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await flush();
    expect(controller.requests.at(-1)).toEqual({ op: 'start', channel: 'EMAIL', locale: 'en' });
  });

  it('cancels with Escape and with Cancel', () => {
    const { page } = open(() => ({}));
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(page.events().map((event) => event.event)).toEqual(['cancel', 'cancel']);
  });

  it('ignores messages from another origin', () => {
    const page = fakeWindow();
    const controller = fakeController(() => ({}));
    render(
      <LinkSheet
        params={{ sheetId: 'ks_1', origin: MERCHANT, locale: 'en', group: GROUP }}
        window={page.win}
        connect={controller.connect as never}
      />,
    );
    page.deliver(
      { type: 'sheet-init', wallet: 'link', request: { amount: 1, currency: 'usd' } },
      'https://evil.example',
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
