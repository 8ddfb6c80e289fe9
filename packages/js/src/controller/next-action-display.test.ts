import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { ChallengeRunner } from './challenge-runner.js';
import { intentOutcome } from './intent-outcome.js';
import { displayedAction, handleIntentActions } from './next-action.js';

// The next actions Stripe.js shows in its modal (QR codes, vouchers, transfer details), with the
// provider's answers scripted at the network, and the modal host recording what it was asked.
const OWN = 'http://127.0.0.1:4242';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(reads: object[]) {
  const requested: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    requested.push(String(url));
    const next = reads.length > 1 ? reads.shift() : reads[0];
    return json(next);
  };
  const opened: string[] = [];
  const titles: (string | undefined)[] = [];
  const closed: string[] = [];
  const challenges = new ChallengeRunner(
    {
      open: (_id, url, _locale, title) => {
        opened.push(url);
        titles.push(title);
      },
      close: (id) => closed.push(id),
    },
    OWN,
  );
  const api = new ApiClient({
    origin: OWN,
    key: 'pk_test_1',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, challenges, opened, titles, closed, requested };
}

const qrIntent = {
  id: 'pi_1',
  object: 'payment_intent',
  client_secret: 'pi_1_secret_2',
  status: 'requires_action',
  amount: 1000,
  currency: 'sgd',
  next_action: {
    type: 'paynow_display_qr_code',
    paynow_display_qr_code: {
      data: 'paynow:1',
      image_url_png: `${OWN}/qr/pi_1.png`,
      hosted_instructions_url: `${OWN}/qr/pi_1`,
    },
  },
};

const voucherIntent = {
  ...qrIntent,
  currency: 'mxn',
  next_action: {
    type: 'oxxo_display_details',
    oxxo_display_details: { number: '12345678901234657890123456789012', expires_after: 1900000000 },
  },
};

describe('next actions shown in the modal', () => {
  it('recognises QR codes, vouchers and transfer details, and leaves redirects and microdeposits', () => {
    expect(displayedAction(qrIntent)).toMatchObject({
      type: 'paynow_display_qr_code',
      polls: true,
    });
    expect(displayedAction(voucherIntent)).toMatchObject({
      type: 'oxxo_display_details',
      polls: false,
    });
    const transfer = {
      ...qrIntent,
      next_action: {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {},
      },
    };
    expect(displayedAction(transfer)?.polls).toBe(false);
    const cashapp = {
      ...qrIntent,
      next_action: {
        type: 'cashapp_handle_redirect_or_display_qr_code',
        cashapp_handle_redirect_or_display_qr_code: { qr_code: {} },
      },
    };
    expect(displayedAction(cashapp)?.polls).toBe(true);
    for (const type of ['redirect_to_url', 'verify_with_microdeposits']) {
      expect(displayedAction({ ...qrIntent, next_action: { type, [type]: {} } })).toBeNull();
    }
  });

  it('shows a QR code on the provider origin, reads the intent until it is paid, then closes it', async () => {
    const paid = { ...qrIntent, status: 'succeeded', next_action: null };
    const { api, challenges, opened, titles, closed, requested } = setup([qrIntent, paid]);
    const result = await handleIntentActions({ api, challenges, pollMs: 1 }, 'payment', qrIntent);
    expect(result).toMatchObject({ ok: true, body: { status: 'succeeded' } });
    const page = new URL(opened[0] ?? '');
    expect(page.origin + page.pathname).toBe(`${OWN}/frames/next-action.html`);
    expect(JSON.parse(page.searchParams.get('action') ?? '')).toEqual({
      type: 'paynow_display_qr_code',
      paynow_display_qr_code: qrIntent.next_action.paynow_display_qr_code,
      amount: 1000,
      currency: 'sgd',
    });
    expect(titles).toEqual(['Payment instructions']);
    expect(closed).toEqual(['na_pi_1']);
    expect(requested.every((url) => url.startsWith(`${OWN}/v1/payment_intents/pi_1?`))).toBe(true);
  });

  it('returns a voucher intent as it is once the shopper is done, as Stripe.js does', async () => {
    const { api, challenges, opened } = setup([voucherIntent]);
    const handled = handleIntentActions({ api, challenges, pollMs: 1 }, 'payment', voucherIntent);
    await expect.poll(() => opened.length).toBe(1);
    // The page's Done: challenge-complete 'succeeded'.
    challenges.complete('na_pi_1', 'succeeded');
    const result = await handled;
    if (!result.ok) throw new Error('expected the intent');
    expect(intentOutcome('payment', result.body)).toEqual({ paymentIntent: voucherIntent });
  });

  it('closing a QR code records nothing and leaves the intent waiting', async () => {
    const { api, challenges, opened, requested } = setup([qrIntent]);
    const handled = handleIntentActions({ api, challenges, pollMs: 5 }, 'payment', qrIntent);
    await expect.poll(() => opened.length).toBe(1);
    expect(await challenges.cancel(api, 'na_pi_1')).toBe(true);
    const result = await handled;
    expect(result).toMatchObject({ ok: true, body: { status: 'requires_action' } });
    expect(requested.some((url) => url.includes('three_d_secure'))).toBe(false);
  });

  it('an intent waiting on microdeposits is the confirm result, not an error', () => {
    const waiting = {
      ...qrIntent,
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: {
          arrival_date: 1900000000,
          microdeposit_type: 'descriptor_code',
        },
      },
    };
    expect(intentOutcome('payment', waiting)).toEqual({ paymentIntent: waiting });
  });

  it("names the modal in the shopper's locale: the QR code's and the 3-D Secure one", async () => {
    const loaded: string[] = [];
    const importLocale = async (url: string) => {
      loaded.push(url);
      return {
        default: {
          tag: 'de',
          labels: {},
          errors: {},
          declines: {},
          pages: {},
          loader: {
            'modal.threeDSecure': '3D-Secure-Authentifizierung',
            'modal.paymentInstructions': 'Zahlungsanweisungen',
          },
        },
      };
    };
    const paid = { ...qrIntent, status: 'succeeded', next_action: null };
    const qr = setup([qrIntent, paid]);
    const ctx = { api: qr.api, challenges: qr.challenges, pollMs: 1, locale: 'de', importLocale };
    await handleIntentActions(ctx, 'payment', qrIntent);
    expect(qr.titles).toEqual(['Zahlungsanweisungen']);
    expect(loaded[0]).toMatch(/\/locales\/de\.js$/);

    const threeDs = {
      ...qrIntent,
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          source: 'src_1',
          stripe_js: `${OWN}/v1/three_d_secure/src_1/authenticate?client_secret=x`,
        },
      },
    };
    const challenge = setup([paid]);
    const handled = handleIntentActions(
      { ...ctx, api: challenge.api, challenges: challenge.challenges },
      'payment',
      threeDs,
    );
    await expect.poll(() => challenge.opened.length).toBe(1);
    challenge.challenges.complete('src_1', 'succeeded');
    await handled;
    expect(challenge.titles).toEqual(['3D-Secure-Authentifizierung']);
  });

  it('names the 3-D Secure modal in English without a locale module to load', async () => {
    const paid = { ...qrIntent, status: 'succeeded', next_action: null };
    const { api, challenges, opened, titles } = setup([paid]);
    const handled = handleIntentActions({ api, challenges, locale: 'en' }, 'payment', {
      ...qrIntent,
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          source: 'src_2',
          stripe_js: `${OWN}/v1/three_d_secure/src_2/authenticate?client_secret=x`,
        },
      },
    });
    await expect.poll(() => opened.length).toBe(1);
    challenges.complete('src_2', 'succeeded');
    await handled;
    expect(titles).toEqual(['3D Secure authentication']);
  });

  it("puts the shopper's locale on a redirect to the provider's test pages, and only there", async () => {
    const redirect = (url: string) => ({
      ...qrIntent,
      next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: null } },
    });
    const urlOf = (body: Record<string, unknown>) =>
      (body.next_action as { redirect_to_url: { url: string } }).redirect_to_url.url;
    const bankPage = `${OWN}/bank_redirect/pa_nonce_1?client_secret=pi_1_secret_2&key=pk_test_1`;
    const { api, challenges, opened } = setup([qrIntent]);
    const german = await handleIntentActions(
      { api, challenges, locale: 'de' },
      'payment',
      redirect(bankPage),
    );
    expect(german.ok).toBe(true);
    const url = new URL(urlOf(german.ok ? german.body : {}));
    expect(url.pathname).toBe('/bank_redirect/pa_nonce_1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_secret: 'pi_1_secret_2',
      key: 'pk_test_1',
      locale: 'de',
    });
    // The intent stays what it was otherwise, and no modal opens for a redirect.
    expect(german.ok && { ...german.body, next_action: null }).toEqual({
      ...qrIntent,
      next_action: null,
    });
    expect(opened).toEqual([]);
    // No locale, `auto` (the page takes the browser's) or another site's page: untouched.
    for (const [locale, page] of [
      [undefined, bankPage],
      ['auto', bankPage],
      ['de', 'https://bank.example/pay?x=1'],
    ] as const) {
      const same = await handleIntentActions(
        { api, challenges, locale },
        'payment',
        redirect(page),
      );
      expect(same.ok && urlOf(same.body)).toBe(page);
    }
  });
});
