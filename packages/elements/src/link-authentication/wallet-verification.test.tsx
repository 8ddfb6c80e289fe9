import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FrameHarness, openFrame } from '../testing/frame-harness.js';
import { typeInto } from '../testing/typing.js';
import { LinkAuthenticationElement } from './link-authentication-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(groupOptions = {}): Promise<FrameHarness> {
  harness = openFrame(LinkAuthenticationElement, { elementType: 'linkAuthentication' });
  await harness.init({}, groupOptions);
  return harness;
}

/** Opens the frame, types an account's e-mail and answers its lookup and first code. */
async function atCodeStep(groupOptions = {}): Promise<FrameHarness> {
  const frame = await open(groupOptions);
  typeInto(await screen.findByLabelText(/^E-?mail$/i), 'jenny@example.com');
  await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
  await frame.reply('wallet', { exists: true, shopper: SHOPPER });
  await screen.findByLabelText(/Verification code|Bestätigungscode/);
  return frame;
}

const RATE_LIMITED = {
  type: 'invalid_request_error',
  code: 'rate_limit_exceeded',
  message: 'Too many requests for this wallet call. Try again later.',
};

const SHOPPER = { email: 'jenny@example.com', redactedPhone: null, verified: false };
/** What a start answers (issue 31: the lookup tells none of it). */
const BY_EMAIL = { channel: 'EMAIL', factors: ['EMAIL'], hasPasskey: false };
const BY_SMS = { channel: 'SMS', factors: ['SMS', 'EMAIL'], hasPasskey: false };
const WRONG = {
  type: 'invalid_request_error',
  code: 'consumer_verification_code_invalid',
  message: 'The verification code is not correct.',
};

describe("the Link Authentication Element's wallet step", () => {
  it('ends its signed-in step when the shopper logs out in the Payment Element', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
    await frame.reply('wallet', { exists: true, shopper: { ...SHOPPER, verified: true } }, 3000);
    await screen.findByRole('status');
    await frame.broadcast('wallet-logout', null);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jenny@example.com');
  });

  it('fills in the e-mail of a remembered login and shows the shopper signed in, with change', async () => {
    const frame = await open();
    await frame.broadcast('wallet', {
      email: 'jenny@example.com',
      exists: true,
      cards: [],
      shippingAddresses: [],
    });
    const field = screen.getByLabelText('Email') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('jenny@example.com'));
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'linkAuthentication',
      complete: true,
      empty: false,
      value: { email: 'jenny@example.com' },
    });
    // The controller answers the lookup of the signed-in e-mail from its session: no code.
    expect(
      await frame.reply('wallet', { exists: true, shopper: { ...SHOPPER, verified: true } }, 3000),
    ).toEqual({
      op: 'lookup',
      email: 'jenny@example.com',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Signed in to your saved details as jenny@example.com.',
    );
  });

  it('keeps an e-mail the shopper typed, and ignores a wallet view of no account', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'other@example.com');
    await frame.broadcast('wallet', { email: 'jenny@example.com', exists: true, cards: [] });
    await frame.broadcast('wallet', { email: 'x@example.com', exists: false });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('other@example.com');
  });

  it('looks a complete e-mail up, sends a code, and takes the six digits the shopper types', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'Jenny@example.com');
    expect(await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000)).toEqual({
      op: 'lookup',
      email: 'jenny@example.com',
    });
    // No channel asked: the provider's default, which the answer names (issue 31).
    expect(
      await frame.reply('wallet', { exists: true, shopper: SHOPPER, started: BY_EMAIL }),
    ).toEqual({
      op: 'start',
      locale: 'en',
    });
    const code = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/Enter the code sent to jenny@example\.com/)).toBeTruthy();

    typeInto(code, '12 34 56');
    expect(await frame.replyError('wallet', WRONG)).toEqual({
      op: 'confirm',
      channel: 'EMAIL',
      code: '123456',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification code is not correct.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    typeInto(screen.getByLabelText('Verification code'), '654321');
    await frame.reply('wallet', { exists: true, shopper: { ...SHOPPER, verified: true } });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Signed in to your saved details as jenny@example.com.',
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('sends a new code on Resend and says so', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
    await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
    await frame.reply('wallet', { exists: true, shopper: SHOPPER });
    (await screen.findByRole('button', { name: 'Resend code' })).click();
    expect(await frame.reply('wallet', { exists: true, shopper: SHOPPER })).toMatchObject({
      op: 'start',
    });
    expect((await screen.findByRole('status')).textContent).toBe('A new code was sent.');
  });

  it('says nothing when the lookup fails: the shopper pays as a guest', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
    await frame.replyError(
      'wallet',
      { type: 'rate_limit_error', message: 'Too many requests. Please try again later.' },
      3000,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('asks nothing more for an e-mail without an account', async () => {
    const frame = await open();
    typeInto(screen.getByLabelText('Email'), 'new@example.com');
    await frame.reply('wallet', { exists: false, shopper: null }, 3000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(
      frame.fromPort.filter((m) => m.type === 'port-request' && m.action === 'wallet'),
    ).toHaveLength(1);
  });

  describe("the provider's refusals, in the shopper's words", () => {
    it.each([
      [
        'an expired or used code',
        'consumer_verification_expired',
        'This code has expired or was already used. Request a new one.',
      ],
      [
        'a sixth try at one code',
        'consumer_verification_max_attempts_exceeded',
        'Too many wrong codes: request a new one.',
      ],
      [
        'a refusal it has no words for',
        'consumer_session_credentials_invalid',
        'Your saved details cannot be reached right now. Pay another way, or try again later.',
      ],
    ])('says so for %s, keeps the code step and offers a new code', async (_, code, text) => {
      const frame = await atCodeStep();
      typeInto(screen.getByLabelText('Verification code'), '123456');
      await frame.replyError('wallet', { type: 'invalid_request_error', code, message: 'x' });
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByLabelText('Verification code')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    });

    it('shows the German text in a German checkout', async () => {
      const frame = await atCodeStep({ locale: 'de' });
      typeInto(screen.getByLabelText(/Bestätigungscode/), '123456');
      await frame.replyError('wallet', WRONG);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Der Bestätigungscode ist nicht korrekt.',
      );
    });

    it('closes the wallet for an account the provider blocks for now: no code step', async () => {
      const frame = await open();
      typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
      await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
      expect(await frame.replyError('wallet', RATE_LIMITED)).toMatchObject({ op: 'start' });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'For your security, signing in to your saved details is paused. Pay another way, or try again later.',
      );
      expect(screen.queryByLabelText('Verification code')).toBeNull();
    });

    it('ends the code step when checking codes is blocked mid-way', async () => {
      const frame = await atCodeStep();
      typeInto(screen.getByLabelText('Verification code'), '123456');
      await frame.replyError('wallet', RATE_LIMITED);
      expect((await screen.findByRole('alert')).textContent).toMatch(/^For your security/);
      expect(screen.queryByLabelText('Verification code')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    });
  });

  describe("spec 001's verification types", () => {
    const PHONE = '(•••) ••• ••23';
    const WITH_PHONE = { ...SHOPPER, redactedPhone: PHONE };

    it('sends an account with a phone an SMS code, names the masked phone, and switches to e-mail', async () => {
      const frame = await open();
      typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
      // The lookup tells existence only; the start without a channel is sent by SMS.
      await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
      expect(
        await frame.reply('wallet', { exists: true, shopper: WITH_PHONE, started: BY_SMS }),
      ).toEqual({ op: 'start', locale: 'en' });
      expect(await screen.findByText(`Enter the code sent to ${PHONE} to use your saved details.`));
      (await screen.findByRole('button', { name: 'Send code by e-mail instead' })).click();
      expect(await frame.reply('wallet', { exists: true, shopper: WITH_PHONE })).toEqual({
        op: 'start',
        channel: 'EMAIL',
        locale: 'en',
      });
      expect(
        await screen.findByText(
          'Enter the code sent to jenny@example.com to use your saved details.',
        ),
      ).toBeTruthy();
      // The previous type (SMS) is remembered: the switch goes back to it.
      expect(screen.getByRole('button', { name: 'Send code by SMS instead' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send code by e-mail instead' })).toBeNull();
      typeInto(screen.getByLabelText('Verification code'), '123456');
      expect(
        await frame.reply('wallet', { exists: true, shopper: { ...SHOPPER, verified: true } }),
      ).toEqual({ op: 'confirm', channel: 'EMAIL', code: '123456' });
      expect((await screen.findByRole('status')).textContent).toBe(
        'Signed in to your saved details as jenny@example.com.',
      );
    });

    it('switches back to SMS and checks the code by SMS', async () => {
      const frame = await open();
      typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
      await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
      await frame.reply('wallet', { exists: true, shopper: WITH_PHONE, started: BY_SMS });
      (await screen.findByRole('button', { name: 'Send code by e-mail instead' })).click();
      await frame.reply('wallet', { exists: true, shopper: WITH_PHONE });
      (await screen.findByRole('button', { name: 'Send code by SMS instead' })).click();
      expect(await frame.reply('wallet', { exists: true, shopper: WITH_PHONE })).toMatchObject({
        op: 'start',
        channel: 'SMS',
      });
      await screen.findByText(`Enter the code sent to ${PHONE} to use your saved details.`);
      typeInto(screen.getByLabelText('Verification code'), '654321');
      expect(await frame.replyError('wallet', WRONG)).toEqual({
        op: 'confirm',
        channel: 'SMS',
        code: '654321',
      });
    });

    it('offers no other channel to an account with e-mail only', async () => {
      const frame = await open();
      typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
      await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
      expect(
        await frame.reply('wallet', { exists: true, shopper: SHOPPER, started: BY_EMAIL }),
      ).toEqual({ op: 'start', locale: 'en' });
      await screen.findByLabelText('Verification code');
      expect(screen.queryByRole('button', { name: /instead/ })).toBeNull();
    });

    it('shows a refused first start and stays without a code step', async () => {
      const frame = await open();
      typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
      await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
      expect(await frame.replyError('wallet', RATE_LIMITED)).toEqual({ op: 'start', locale: 'en' });
      await screen.findByRole('alert');
      expect(screen.queryByLabelText('Verification code')).toBeNull();
    });

    describe('with a platform passkey', () => {
      const OPTIONS = {
        challenge: 'c2lnbi1pbg',
        allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }],
        rpId: 'localhost',
        userVerification: 'required',
      };
      afterEach(() => {
        vi.unstubAllGlobals();
      });

      /** A browser with WebAuthn, whose platform authenticator `available`, refusing `get`. */
      function passkeyBrowser(available: boolean) {
        const credential = Object.assign(function publicKeyCredential() {}, {
          isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(available),
        });
        vi.stubGlobal('PublicKeyCredential', credential);
        const get = vi.fn(() =>
          Promise.reject(
            new DOMException(
              'The operation either timed out or was not allowed.',
              'NotAllowedError',
            ),
          ),
        );
        Object.defineProperty(navigator, 'credentials', {
          configurable: true,
          value: { get, create: get },
        });
        return get;
      }

      it('falls back to a code on its own after a failed passkey ceremony', async () => {
        const get = passkeyBrowser(true);
        const frame = await open();
        typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
        // The lookup tells nothing of the passkey: the platform has one, so the passkey start
        // comes first, and its answer tells the account's code channels.
        await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
        expect(
          await frame.reply('wallet', { options: OPTIONS, factors: ['SMS', 'EMAIL'] }),
        ).toEqual({ op: 'passkey-start' });
        (await screen.findByRole('button', { name: 'Sign in with a passkey' })).click();
        // The ceremony fails; the smart default's SMS code is started without a click.
        expect(await frame.reply('wallet', { exists: true, shopper: WITH_PHONE })).toEqual({
          op: 'start',
          channel: 'SMS',
          locale: 'en',
        });
        expect(get).toHaveBeenCalledTimes(1);
        await screen.findByText(`Enter the code sent to ${PHONE} to use your saved details.`);
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toBe('The passkey request was cancelled or timed out.');
        expect(alert.getAttribute('data-error-code')).toBe(
          'get_webauthn_credential_user_cancelled_request',
        );
        // The passkey stays on offer beside the code; a new try asks for a new challenge.
        (
          screen.getByRole('button', { name: 'Sign in with a passkey' }) as HTMLButtonElement
        ).click();
        expect(
          await frame.replyError('wallet', {
            type: 'api_error',
            code: 'internal_error',
            message: 'The wallet answered no passkey to sign in with.',
          }),
        ).toEqual({ op: 'passkey-start' });
        // The SMS code already started: it is not sent again, the code step stays.
        await waitFor(() =>
          expect(screen.getByRole('alert').textContent).toBe('Your passkey could not be used.'),
        );
        expect(screen.getByLabelText('Verification code')).toBeTruthy();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(
          frame.fromPort.filter((m) => m.type === 'port-request' && m.action === 'wallet'),
        ).toHaveLength(4);
      });

      it('clears the type when no code channel remains after a failed passkey', async () => {
        passkeyBrowser(true);
        const frame = await open();
        typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
        await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
        await frame.reply('wallet', { options: OPTIONS, factors: [] });
        (await screen.findByRole('button', { name: 'Sign in with a passkey' })).click();
        await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
        expect(screen.getByRole('alert').textContent).toBe(
          'The passkey request was cancelled or timed out.',
        );
        expect(screen.queryByLabelText('Verification code')).toBeNull();
      });

      it('offers no passkey where the platform has no user-verifying authenticator', async () => {
        passkeyBrowser(false);
        const frame = await open();
        typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
        await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
        // No passkey-start: straight to the provider's default code, though the account has one.
        expect(
          await frame.reply('wallet', {
            exists: true,
            shopper: SHOPPER,
            started: { ...BY_EMAIL, hasPasskey: true },
          }),
        ).toEqual({ op: 'start', locale: 'en' });
        await screen.findByLabelText('Verification code');
        expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
      });

      it('sends the default code when the passkey start is refused (an account without one)', async () => {
        passkeyBrowser(true);
        const frame = await open();
        typeInto(screen.getByLabelText('Email'), 'jenny@example.com');
        await frame.reply('wallet', { exists: true, shopper: SHOPPER }, 3000);
        expect(
          await frame.replyError('wallet', {
            type: 'invalid_request_error',
            code: 'parameter_invalid_value',
            message: 'This wallet account has no passkey.',
            param: 'type',
          }),
        ).toEqual({ op: 'passkey-start' });
        expect(
          await frame.reply('wallet', { exists: true, shopper: WITH_PHONE, started: BY_SMS }),
        ).toEqual({ op: 'start', locale: 'en' });
        await screen.findByText(`Enter the code sent to ${PHONE} to use your saved details.`);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Send code by e-mail instead' })).toBeTruthy();
      });
    });
  });
});
