import { describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestApi, VISA } from '../testing/harness.js';

describe.each(STORE_KINDS)('create rules on %s', (kind) => {
  const api = useTestApi(kind);

  const confirmationToken = async () =>
    (
      await api.post(
        '/v1/confirmation_tokens',
        { payment_method_data: { type: 'card', card: VISA } },
        api.pk,
      )
    ).json();
  const cardToken = async (card: object = VISA) =>
    (await api.post('/v1/tokens', { card }, api.pk)).json();

  describe('a PaymentIntent created with a confirmation_token', () => {
    it.each([
      ['without confirm', {}],
      ['with confirm=false', { confirm: 'false' }],
    ])('is refused %s, leaving the token usable', async (_case, extra) => {
      const token = await confirmationToken();
      const refused = await api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        confirmation_token: token.id,
        ...extra,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatchObject({
        type: 'invalid_request_error',
        param: 'confirmation_token',
        message: 'confirmation_token can only be provided together with confirm=true.',
      });
      const paid = await api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        confirmation_token: token.id,
        confirm: 'true',
      });
      expect((await paid.json()).status).toBe('succeeded');
    });
  });

  describe('a PaymentMethod created from card[token]', () => {
    it('carries the tokenised card and spends the token', async () => {
      const token = await cardToken({ ...VISA, number: '4000000000000002' });
      const res = await api.post('/v1/payment_methods', {
        type: 'card',
        card: { token: token.id },
        billing_details: { name: 'Jenny Rosen' },
      });
      expect(res.status).toBe(200);
      const pm = await res.json();
      expect(pm).toMatchObject({
        type: 'card',
        billing_details: { name: 'Jenny Rosen' },
        card: { last4: '0002', brand: 'visa', fingerprint: token.card.fingerprint },
      });
      // The token's outcome travels with the method: this is the declining test card.
      const intent = await api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        payment_method: pm.id,
        confirm: 'true',
      });
      expect((await intent.json()).error.decline_code).toBe('generic_decline');
      const again = await api.post('/v1/payment_methods', {
        type: 'card',
        card: { token: token.id },
      });
      expect(again.status).toBe(400);
      expect((await again.json()).error.param).toBe('card[token]');
    });

    it('refuses card[token] together with card fields', async () => {
      const token = await cardToken();
      const res = await api.post('/v1/payment_methods', {
        type: 'card',
        card: { token: token.id, number: VISA.number },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.param).toBe('card[number]');
    });

    it.each(['number', 'exp_month', 'exp_year'] as const)(
      'still requires card[%s] without a token',
      async (field) => {
        const { [field]: _left, ...card } = VISA;
        const res = await api.post('/v1/payment_methods', { type: 'card', card });
        expect(res.status).toBe(400);
        expect((await res.json()).error).toMatchObject({
          code: 'parameter_missing',
          param: `card[${field}]`,
        });
      },
    );

    it('answers 404 for an unknown token', async () => {
      const res = await api.post('/v1/payment_methods', {
        type: 'card',
        card: { token: 'tok_missing' },
      });
      expect(res.status).toBe(404);
      expect((await res.json()).error.param).toBe('card[token]');
    });
  });
});
