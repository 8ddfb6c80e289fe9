import { futureExpiry, TEST_CARDS } from '@kassa/js/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, PROVIDER_ORIGIN, startProvider } from './in-process-provider.js';

// Every card of the public TEST_CARDS table, confirmed against the real test processor.
describe('TEST_CARDS', () => {
  describe('against the provider test processor', () => {
    let provider: InProcessProvider;
    beforeAll(async () => {
      provider = await startProvider();
    }, 60_000);
    afterAll(() => provider?.close());

    const post = async (path: string, key: string, body: string) => {
      const response = await provider.fetch(`${PROVIDER_ORIGIN}/v1/${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      return { status: response.status, body: (await response.json()) as Record<string, never> };
    };

    it.each(Object.entries(TEST_CARDS))('%s behaves as listed', async (number, card) => {
      const intent = await provider.createIntent(1000);
      const [month, year] = futureExpiry().split('/');
      const cvc = card.brand === 'amex' ? '1234' : '123';
      const { status, body } = await post(
        `payment_intents/${intent.id}/confirm`,
        provider.keys.publishableKey,
        `client_secret=${intent.client_secret}&payment_method_data[type]=card&payment_method_data[card][number]=${number}&payment_method_data[card][exp_month]=${month}&payment_method_data[card][exp_year]=20${year}&payment_method_data[card][cvc]=${cvc}`,
      );
      if (card.outcome === 'succeeded') {
        expect(body).toMatchObject({ status: 'succeeded' });
      } else if (card.outcome === 'requires_action') {
        expect(body).toMatchObject({ status: 'requires_action' });
      } else {
        expect(status).toBe(402);
        const error = body.error as unknown as Record<string, string>;
        expect(error.code).toBe(card.code);
        expect(error.decline_code).toBe(card.declineCode);
        expect(error.message).toBe(card.message);
      }
    });
  });
});
