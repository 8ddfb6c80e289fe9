import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { verifyMicrodeposits } from './microdeposits.js';

// verifyMicrodepositsForPayment/ForSetup in the controller, the provider's answer scripted at
// the network.
const OWN = 'http://127.0.0.1:4242';

function network(status: number, body: object) {
  const sent: Array<{ url: string; body: string }> = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: String(init?.body ?? '') });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const api = new ApiClient({
    origin: OWN,
    key: 'pk_test_1',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, sent };
}

describe('verifying microdeposits', () => {
  it('posts the amounts with the client secret and answers the processing intent', async () => {
    const intent = { id: 'pi_1', object: 'payment_intent', status: 'processing' };
    const { api, sent } = network(200, intent);
    const result = await verifyMicrodeposits(api, 'payment', 'pi_1_secret_2', {
      amounts: [32, 45],
    });
    expect(result).toEqual({ paymentIntent: intent });
    expect(sent[0]?.url).toBe(`${OWN}/v1/payment_intents/pi_1/verify_microdeposits`);
    expect(decodeURIComponent(sent[0]?.body ?? '')).toBe(
      'amounts[0]=32&amounts[1]=45&client_secret=pi_1_secret_2',
    );
  });

  it('posts a SetupIntent’s descriptor code and answers the succeeded intent', async () => {
    const intent = { id: 'seti_1', object: 'setup_intent', status: 'succeeded' };
    const { api, sent } = network(200, intent);
    const result = await verifyMicrodeposits(api, 'setup', 'seti_1_secret_2', {
      descriptor_code: 'SM11AA',
    });
    expect(result).toEqual({ setupIntent: intent });
    expect(sent[0]?.url).toBe(`${OWN}/v1/setup_intents/seti_1/verify_microdeposits`);
  });

  it('answers the provider’s error as it is', async () => {
    const error = {
      type: 'invalid_request_error',
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
      message: 'The amounts provided do not match the amounts that were sent to the bank account.',
    };
    const { api } = network(400, { error });
    expect(await verifyMicrodeposits(api, 'payment', 'pi_1_secret_2', { amounts: [1, 2] })).toEqual(
      {
        error: expect.objectContaining(error),
      },
    );
  });

  it('refuses a client secret of the other kind before sending anything', async () => {
    const { api, sent } = network(200, {});
    await expect(verifyMicrodeposits(api, 'payment', 'seti_1_secret_2', {})).rejects.toMatchObject({
      type: 'integration_error',
      message:
        'You must pass in a clientSecret when calling stripe.verifyMicrodepositsForPayment().',
    });
    expect(sent).toEqual([]);
  });
});
