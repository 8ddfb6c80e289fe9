import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { LOOKUP_ATTEMPTS, SHARE_RETRIES, WalletClient } from './wallet-client.js';

// Spec 001 §4/§7/§8/§9: which wallet calls are tried again, and how their failures read,
// against a scripted provider (a real fetch Response each time, or a thrown network error).

type Call = { path: string; params: URLSearchParams };
/** An answer: a JSON body with its status, raw text (not JSON), or a network failure. */
type Answer = { status: number; body: unknown } | { status: number; text: string } | 'offline';

function provider(script: (call: Call, index: number) => Answer) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/v1/', '');
    const call = { path, params: new URLSearchParams(String(init?.body ?? '')) };
    calls.push(call);
    const answer = script(call, calls.filter((c) => c.path === path).length - 1);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  };
  const api = new ApiClient({ origin: 'http://127.0.0.1:4242', key: 'pk_test_shop', fetch });
  return { api, calls, paths: () => calls.map((c) => c.path) };
}

const VERIFIED = {
  client_secret: 'cscs_1',
  email_address: 'jane@example.com',
  verification_sessions: [{ type: 'EMAIL', state: 'VERIFIED' }],
};
const STARTED = { ...VERIFIED, verification_sessions: [{ type: 'EMAIL', state: 'STARTED' }] };
const LOOKED_UP: Answer = { status: 200, body: { exists: true, consumer_session: VERIFIED } };
const SHARED: Answer = { status: 200, body: { payment_method: { id: 'pm_shared' } } };
const apiError = (status: number, error: Record<string, string>): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', ...error } },
});

/** A wallet client whose session is the verified one the lookup answered. */
async function signedIn(script: (call: Call, index: number) => Answer) {
  const net = provider((call, index) =>
    call.path === 'consumers/sessions/lookup' ? LOOKED_UP : script(call, index),
  );
  const wallet = new WalletClient(net.api);
  const looked = await wallet.lookup('jane@example.com');
  expect(looked.ok).toBe(true);
  return { wallet, ...net };
}

describe('WalletClient lookup retries', () => {
  it('asks once more after an error without a code, at most LOOKUP_ATTEMPTS times', async () => {
    expect(LOOKUP_ATTEMPTS).toBe(2);
    const net = provider((_call, index) => (index === 0 ? 'offline' : LOOKED_UP));
    const wallet = new WalletClient(net.api);
    expect(await wallet.lookup('jane@example.com')).toEqual({
      ok: true,
      value: { exists: true, hasPasskey: false, factors: expect.any(Array) },
    });
    expect(net.paths()).toEqual(['consumers/sessions/lookup', 'consumers/sessions/lookup']);

    const down = provider(() => ({ status: 500, body: { error: { message: 'boom' } } }));
    const failed = await new WalletClient(down.api).lookup('jane@example.com');
    expect(failed.ok).toBe(false);
    expect(down.calls).toHaveLength(LOOKUP_ATTEMPTS);
  });

  it('does not ask again when the error has a code', async () => {
    const net = provider(() => apiError(400, { code: 'email_invalid', message: 'Invalid e-mail' }));
    const result = await new WalletClient(net.api).lookup('jane@example.com');
    expect(result).toMatchObject({ ok: false, error: { code: 'email_invalid' } });
    expect(net.calls).toHaveLength(1);
  });

  it('names a network failure api_connection_error and an answer that is not JSON unexpected_error', async () => {
    const offline = provider(() => 'offline');
    expect(await new WalletClient(offline.api).lookup('jane@example.com')).toMatchObject({
      ok: false,
      error: { type: 'api_connection_error' },
    });
    const html = provider(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    expect(await new WalletClient(html.api).lookup('jane@example.com')).toMatchObject({
      ok: false,
      error: { type: 'api_error', code: 'unexpected_error' },
    });
    expect(html.calls).toHaveLength(LOOKUP_ATTEMPTS);
  });
});

describe('WalletClient share retries and errors', () => {
  it('retries a share twice after fetch errors, then answers the method', async () => {
    expect(SHARE_RETRIES).toBe(2);
    const { wallet, paths } = await signedIn((_call, index) => (index < 2 ? 'offline' : SHARED));
    expect(await wallet.share('csmrpd_1')).toEqual({ ok: true, value: 'pm_shared' });
    expect(paths().filter((p) => p.endsWith('/share'))).toHaveLength(3);
  });

  it('gives up after three attempts with api_connection_error', async () => {
    const { wallet, paths } = await signedIn(() => 'offline');
    expect(await wallet.share('csmrpd_1')).toMatchObject({
      ok: false,
      error: { type: 'api_connection_error' },
    });
    expect(paths().filter((p) => p.endsWith('/share'))).toHaveLength(1 + SHARE_RETRIES);
  });

  it('does not retry a share the provider refused', async () => {
    const { wallet, paths } = await signedIn(() =>
      apiError(404, { code: 'resource_missing', message: 'No such payment details' }),
    );
    // Any other refusal is the generic consumer api error (spec 001 §8).
    expect(await wallet.share('csmrpd_1')).toEqual({
      ok: false,
      error: { type: 'api_error', message: 'consumer api error' },
    });
    expect(paths().filter((p) => p.endsWith('/share'))).toHaveLength(1);
  });

  it('answers the session-expired error for consumer_session_expired, without a retry', async () => {
    const { wallet, paths } = await signedIn(() =>
      apiError(400, {
        code: 'consumer_session_expired',
        message: 'The consumer session has expired.',
      }),
    );
    expect(await wallet.share('csmrpd_1')).toEqual({
      ok: false,
      error: {
        type: 'invalid_request_error',
        code: 'consumer_session_expired',
        message: 'consumer session is expired',
      },
    });
    expect(paths().filter((p) => p.endsWith('/share'))).toHaveLength(1);
  });

  it('sends a CVC typed again as payment_method_options[card][cvc]', async () => {
    const { wallet, calls } = await signedIn(() => SHARED);
    await wallet.share('csmrpd_1', true, '123');
    const share = calls.find((c) => c.path.endsWith('/share'));
    expect(share?.params.get('payment_method_options[card][cvc]')).toBe('123');
    expect(share?.params.get('expected_payment_method_type')).toBe('link');
    await wallet.share('csmrpd_1');
    expect(calls.at(-1)?.params.has('payment_method_options[card][cvc]')).toBe(false);
  });

  it('keeps a card error (a CVC the provider refused) as it is', async () => {
    const { wallet } = await signedIn(() => ({
      status: 402,
      body: { error: { type: 'card_error', code: 'invalid_cvc', message: 'Bad CVC' } },
    }));
    expect(await wallet.share('csmrpd_1', false, '1')).toMatchObject({
      ok: false,
      error: { type: 'card_error', code: 'invalid_cvc' },
    });
  });
});

describe('WalletClient cards', () => {
  it('says which card failed its CVC check (spec 001 §5: the CVC is asked again)', async () => {
    const card = (id: string, cvc: string) => ({
      id,
      type: 'CARD',
      is_default: false,
      card_details: {
        brand: 'visa',
        last4: id.slice(-4),
        exp_month: 12,
        exp_year: 2034,
        checks: { cvc_check: cvc },
      },
      cvc_check: cvc,
    });
    const { wallet } = await signedIn(() => ({
      status: 200,
      body: {
        redacted_payment_details: [card('csmrpd_0101', 'FAIL'), card('csmrpd_4242', 'PASS')],
      },
    }));
    const listed = await wallet.listCards();
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.map((entry) => [entry.last4, entry.cvcFailed])).toEqual([
      ['0101', true],
      ['4242', false],
    ]);
  });
});

describe('WalletClient session retries', () => {
  it('extends an invalid session once and retries the call once with the new secret', async () => {
    const { wallet, calls, paths } = await signedIn((call) => {
      if (call.path === 'consumers/sessions/extend')
        return {
          status: 200,
          body: { consumer_session: { ...VERIFIED, client_secret: 'cscs_2' } },
        };
      const secret = call.params.get('credentials[consumer_session_client_secret]');
      return secret === 'cscs_2'
        ? { status: 200, body: { redacted_payment_details: [] } }
        : apiError(401, { code: 'consumer_session_credentials_invalid', message: 'expired' });
    });
    expect(await wallet.listCards()).toEqual({ ok: true, value: [] });
    expect(paths().slice(1)).toEqual([
      'consumers/payment_details/list',
      'consumers/sessions/extend',
      'consumers/payment_details/list',
    ]);
    expect(calls.at(-1)?.params.get('credentials[consumer_session_client_secret]')).toBe('cscs_2');
  });

  it('gives up after one extension and one retry', async () => {
    const { wallet, paths } = await signedIn((call) =>
      call.path === 'consumers/sessions/extend'
        ? { status: 200, body: { consumer_session: { ...VERIFIED, client_secret: 'cscs_2' } } }
        : apiError(401, { code: 'consumer_session_credentials_invalid', message: 'expired' }),
    );
    expect(await wallet.listCards()).toMatchObject({
      ok: false,
      error: { code: 'consumer_session_credentials_invalid' },
    });
    expect(paths().slice(1)).toHaveLength(3);
  });

  it('retries once a consumer api error whose message says the session is expired', async () => {
    const { wallet, paths } = await signedIn((_call, index) =>
      index === 0
        ? {
            status: 400,
            body: { error: { type: 'api_error', message: 'A consumer session is expired.' } },
          }
        : { status: 200, body: { shipping_addresses: [] } },
    );
    expect(await wallet.listShippingAddresses()).toEqual({ ok: true, value: [] });
    expect(paths().slice(1)).toEqual([
      'consumers/shipping_addresses/list',
      'consumers/shipping_addresses/list',
    ]);
  });
});

describe('WalletClient confirm_verification', () => {
  async function verifying(confirm: Answer) {
    const net = provider((call) => {
      if (call.path === 'consumers/sessions/lookup')
        return { status: 200, body: { exists: true, consumer_session: STARTED } };
      return confirm;
    });
    const wallet = new WalletClient(net.api);
    await wallet.lookup('jane@example.com');
    return { wallet, ...net };
  }

  it('is never retried: a refused code keeps its error and is asked once', async () => {
    const { wallet, paths } = await verifying(
      apiError(400, { code: 'consumer_verification_code_invalid', message: 'Wrong code' }),
    );
    expect(await wallet.confirmVerification('EMAIL', '000000')).toMatchObject({
      ok: false,
      error: { code: 'consumer_verification_code_invalid' },
    });
    const offline = await verifying('offline');
    expect(await offline.wallet.confirmVerification('EMAIL', '000000')).toMatchObject({
      ok: false,
      error: { type: 'api_connection_error' },
    });
    expect(paths().filter((p) => p.endsWith('confirm_verification'))).toHaveLength(1);
    expect(offline.paths().filter((p) => p.endsWith('confirm_verification'))).toHaveLength(1);
  });

  it('is not tried again on a "consumer session is expired" message either', async () => {
    const { wallet, paths } = await verifying({
      status: 400,
      body: { error: { type: 'api_error', message: 'A consumer session is expired.' } },
    });
    expect(await wallet.confirmVerification('EMAIL', '123456')).toMatchObject({ ok: false });
    expect(paths().filter((p) => p.endsWith('confirm_verification'))).toHaveLength(1);
  });

  it('answers "Generic error" for a refusal or an answer without the session state', async () => {
    const refused = await verifying({ status: 500, body: { error: { message: 'boom' } } });
    expect(await refused.wallet.confirmVerification('EMAIL', '123456')).toEqual({
      ok: false,
      error: { type: 'api_error', message: 'Generic error' },
    });
    const empty = await verifying({ status: 200, body: {} });
    expect(await empty.wallet.confirmVerification('EMAIL', '123456')).toEqual({
      ok: false,
      error: { type: 'api_error', message: 'Generic error' },
    });
    expect(empty.wallet.shopper?.verified).toBe(false);
  });
});
