import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, PROVIDER_ORIGIN, startProvider } from './in-process-provider.js';
import { ApiClient, ChallengeRunner, Controller } from './js-internals.js';

// The controller's bank linking (collectBankAccountFor…, collectBankAccountToken) against the
// real provider: the dialog is answered the way the hosted page answers it (its calls with the
// publishable key, then challenge-complete), or closed.
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

type Shopper = 'link' | 'close';

function controllerWith(shopper: Shopper) {
  const opened: URL[] = [];
  const api = new ApiClient({
    origin: PROVIDER_ORIGIN,
    key: provider.keys.publishableKey,
    fetch: provider.fetch,
  });
  const challenges: ChallengeRunner = new ChallengeRunner(
    {
      open: (id, url) => {
        const page = new URL(url);
        opened.push(page);
        const secret = page.searchParams.get('client_secret') ?? '';
        if (shopper === 'close') {
          challenges.complete(id, 'failed');
          return;
        }
        void api
          .post('link_account_sessions/complete', {
            client_secret: secret,
            institution: 'fcinst_test',
            accounts: ['checking'],
          })
          .then(() => challenges.complete(id, 'succeeded'));
      },
      close: () => {},
    },
    PROVIDER_ORIGIN,
  );
  return { controller: new Controller({ api, emitGroupEvent: () => {}, challenges }), opened };
}

const PARAMS = {
  payment_method_type: 'us_bank_account',
  payment_method_data: { billing_details: { name: 'Jenny Rosen' } },
};

async function achIntent() {
  return (await provider.secret(
    'POST',
    'payment_intents',
    'amount=2500&currency=usd&payment_method_types[0]=us_bank_account',
  )) as { id: string; client_secret: string };
}

describe('the controller collecting a bank account', { timeout: 60_000 }, () => {
  it('opens the dialog on the provider and answers the intent with its new method', async () => {
    const intent = await achIntent();
    const { controller, opened } = controllerWith('link');
    const result = (await controller.handle('collect-bank-account', {
      clientSecret: intent.client_secret,
      method: 'collectBankAccountForPayment',
      params: { ...PARAMS, expand: ['payment_method'] },
    })) as { paymentIntent: { status: string; payment_method: { type: string } } };
    expect(opened).toHaveLength(1);
    expect(opened[0]?.origin).toBe(PROVIDER_ORIGIN);
    expect(opened[0]?.pathname).toMatch(/^\/bank_linking\/fcsess_/);
    expect(opened[0]?.searchParams.get('key')).toBe(provider.keys.publishableKey);
    expect(result.paymentIntent.status).toBe('requires_confirmation');
    expect(result.paymentIntent.payment_method.type).toBe('us_bank_account');
  });

  it('answers the intent unchanged, without an error, when the dialog is closed', async () => {
    const intent = await achIntent();
    const { controller } = controllerWith('close');
    const result = (await controller.handle('collect-bank-account', {
      clientSecret: intent.client_secret,
      method: 'collectBankAccountForPayment',
      params: PARAMS,
    })) as Record<string, { status: string }>;
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent?.status).toBe('requires_payment_method');
  });

  it('answers an API refusal as an error result (a card-only intent)', async () => {
    const intent = (await provider.secret(
      'POST',
      'payment_intents',
      'amount=2500&currency=usd&payment_method_types[0]=card',
    )) as { client_secret: string };
    const { controller, opened } = controllerWith('link');
    const result = (await controller.handle('collect-bank-account', {
      clientSecret: intent.client_secret,
      method: 'collectBankAccountForPayment',
      params: PARAMS,
    })) as { error: { code: string } };
    expect(result.error.code).toBe('payment_intent_invalid_parameter');
    expect(opened).toHaveLength(0);
  });

  it('answers the session and a bank_account token for collectBankAccountToken', async () => {
    const customer = (await provider.secret('POST', 'customers', 'email=t%40example.com')) as {
      id: string;
    };
    const session = (await provider.secret(
      'POST',
      'financial_connections/sessions',
      `account_holder[type]=customer&account_holder[customer]=${customer.id}&permissions[0]=payment_method`,
    )) as { client_secret: string };
    const { controller } = controllerWith('link');
    const result = (await controller.handle('collect-bank-account', {
      clientSecret: session.client_secret,
      method: 'collectBankAccountToken',
      params: {},
    })) as {
      financialConnectionsSession: { accounts: { data: { last4: string }[] } };
      token: { type: string; bank_account: { last4: string } };
    };
    expect(result.financialConnectionsSession.accounts.data.map((a) => a.last4)).toEqual(['6789']);
    expect(result.token).toMatchObject({ type: 'bank_account', bank_account: { last4: '6789' } });
  });
});
