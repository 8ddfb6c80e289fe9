import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../../testing/frame-harness.js';
import { typeInto } from '../../testing/typing.js';
import { PaymentElement } from '../payment-element.js';

// The Payment Element alone in its group: its wallet section asks for the e-mail and the code
// itself (spec 001 §2's `embedded` sign-in, the controller's `entry` wallet view).
let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const SESSION = {
  mode: 'payment',
  ordered_payment_method_types_and_wallets: ['card', 'link'],
  link_settings: { link_enabled: true },
};
const ENTRY = { auth: 'none', entry: true };
const SHOPPER = { email: 'jenny@example.com', redactedPhone: null, verified: false };
const CHUNK_WAIT = { timeout: 5_000 };

async function open(wallet: object = ENTRY, session: object = SESSION): Promise<FrameHarness> {
  const frame = openFrame(PaymentElement, { elementType: 'payment' });
  harness = frame;
  await frame.init({}, {});
  await frame.broadcast('session', session as never);
  await waitFor(() => expect(frame.events('ready')).toHaveLength(1));
  await frame.broadcast('wallet', wallet as never);
  return frame;
}

/** Types an account's e-mail and answers its lookup and first code. */
async function atCodeStep(): Promise<FrameHarness> {
  const frame = await open();
  typeInto(
    (await screen.findByLabelText('Email', undefined, CHUNK_WAIT)) as HTMLInputElement,
    'Jenny@Example.com ',
  );
  expect(await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000)).toEqual({
    op: 'lookup',
    email: 'jenny@example.com',
  });
  // No channel asked: the provider's default (a lookup tells none, issue 31).
  expect(
    await frame.reply('wallet', {
      exists: true,
      shopper: SHOPPER,
      started: { channel: 'EMAIL', factors: ['EMAIL'], hasPasskey: false },
    }),
  ).toEqual({ op: 'start', locale: 'en' });
  // The controller's state after the start: the verification view.
  await frame.broadcast('wallet', { auth: 'verifying', entry: true });
  await screen.findByLabelText('Verification code');
  return frame;
}

describe("the Payment Element's own sign-in", () => {
  it("sends the provider's default SMS code to a proven phone, names it, and switches to e-mail", async () => {
    const frame = await open();
    typeInto(
      (await screen.findByLabelText('Email', undefined, CHUNK_WAIT)) as HTMLInputElement,
      'jenny@example.com',
    );
    await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
    const phone = '(•••) ••• ••23';
    expect(
      await frame.reply('wallet', {
        exists: true,
        shopper: { ...SHOPPER, redactedPhone: phone },
        started: { channel: 'SMS', factors: ['SMS', 'EMAIL'], hasPasskey: false },
      }),
    ).toEqual({ op: 'start', locale: 'en' });
    await frame.broadcast('wallet', { auth: 'verifying', entry: true });
    await screen.findByText(`Enter the code sent to ${phone} to use your saved details.`);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Send code by e-mail instead' })));
    expect(await frame.reply('wallet', { exists: true, shopper: SHOPPER })).toEqual({
      op: 'start',
      channel: 'EMAIL',
      locale: 'en',
    });
    await screen.findByText('Enter the code sent to jenny@example.com to use your saved details.');
    typeInto(screen.getByLabelText('Verification code') as HTMLInputElement, '123456');
    expect(await frame.replyError('wallet', { type: 'api_error', message: 'x' })).toEqual({
      op: 'confirm',
      channel: 'EMAIL',
      code: '123456',
    });
    expect(screen.getByRole('button', { name: 'Send code by SMS instead' })).toBeTruthy();
  });

  it('asks for the e-mail beside the card form, and checks it as the Link Authentication Element does', async () => {
    await open();
    const email = (await screen.findByLabelText(
      'Email',
      undefined,
      CHUNK_WAIT,
    )) as HTMLInputElement;
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    typeInto(email, 'jenny@');
    act(() => fireEvent.blur(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('wallet-email-error')?.textContent).toBe(
      'Your email address is invalid.',
    );
    typeInto(email, 'jenny@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends a code to an account, focuses its field and confirms the six digits; the verified wallet follows', async () => {
    const frame = await atCodeStep();
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(
      screen.getByText('Enter the code sent to jenny@example.com to use your saved details.'),
    ).toBeTruthy();
    typeInto(code, '12 34 56');
    expect(
      await frame.reply('wallet', { exists: true, shopper: { ...SHOPPER, verified: true } }),
    ).toEqual({
      op: 'confirm',
      channel: 'EMAIL',
      code: '123456',
    });
    await frame.broadcast('wallet', {
      email: 'jenny@example.com',
      exists: true,
      auth: 'verified',
      cards: [
        {
          id: 'csmrpd_1',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2034,
          isDefault: true,
        },
      ],
    });
    await screen.findByRole('group', { name: 'Your saved cards (jenny@example.com)' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(resultOf(await frame.request('collect'))).toEqual({ link_payment_details: 'csmrpd_1' });
  });

  it('shows the provider’s refusal of a code in the shopper’s words, and resends', async () => {
    const frame = await atCodeStep();
    typeInto(screen.getByLabelText('Verification code') as HTMLInputElement, '000000');
    await frame.replyError('wallet', {
      type: 'invalid_request_error',
      code: 'consumer_verification_code_invalid',
      message: 'The verification code is not correct.',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification code is not correct.',
    );
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Resend code' })));
    expect(await frame.reply('wallet', { exists: true, shopper: SHOPPER })).toMatchObject({
      op: 'start',
    });
    expect((await screen.findByRole('status')).textContent).toBe('A new code was sent.');
  });

  it('keeps the e-mail for a new shopper, offers the sign-up box with it, and uses it as the billing e-mail', async () => {
    const frame = await open();
    typeInto(
      (await screen.findByLabelText('Email', undefined, CHUNK_WAIT)) as HTMLInputElement,
      'new@example.com',
    );
    expect(await frame.reply('wallet', { exists: false, shopper: null }, 3000)).toMatchObject({
      op: 'lookup',
    });
    await frame.broadcast('wallet', {
      email: 'new@example.com',
      exists: false,
      auth: 'unregistered',
      entry: true,
    });
    const box = await screen.findByRole('checkbox', {
      name: 'Save my details for a faster checkout next time',
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    act(() => fireEvent.click(box));
    typeInto(screen.getByLabelText('Card number') as HTMLInputElement, '4242424242424242');
    typeInto(screen.getByLabelText('Expiration date') as HTMLInputElement, '1240');
    typeInto(screen.getByLabelText('Security code') as HTMLInputElement, '123');
    typeInto(screen.getByLabelText('ZIP code') as HTMLInputElement, '94107');
    typeInto(screen.getByLabelText('Phone') as HTMLInputElement, '(201) 555-0123');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      type: 'card',
      billing_details: { email: 'new@example.com' },
      link_signup: { email: 'new@example.com', phone: '+12015550123', country: 'US' },
    });
  });

  it('says why a blocked account cannot sign in, and the card form pays (the unavailable view)', async () => {
    const frame = await open();
    typeInto(
      (await screen.findByLabelText('Email', undefined, CHUNK_WAIT)) as HTMLInputElement,
      'jenny@example.com',
    );
    await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
    await frame.broadcast('wallet', { auth: 'blocked', entry: true });
    await frame.replyError('wallet', {
      type: 'invalid_request_error',
      code: 'rate_limit_exceeded',
      message: 'Too many requests for this wallet call. Try again later.',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'For your security, signing in to your saved details is paused. Pay another way, or try again later.',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('shows the link-blocked panel, not an empty element, when the wallet alone pays and is blocked', async () => {
    await open(
      { auth: 'blocked', entry: true, linkOnly: true },
      {
        ...SESSION,
        ordered_payment_method_types_and_wallets: ['link'],
      },
    );
    expect(
      (
        await screen.findByText(
          'This payment cannot be completed with your saved details right now. Try again later.',
          undefined,
          CHUNK_WAIT,
        )
      ).getAttribute('role'),
    ).toBe('status');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
