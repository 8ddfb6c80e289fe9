import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider } from './in-process-provider.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const BILLING = { name: 'Jenny Rosen', email: 'jenny@example.com' };

describe('the test wallet sheet payment against the real provider API', () => {
  it('makes an Apple Pay card PaymentMethod from the picked test card', async () => {
    const { controller } = provider.newController();
    const result = (await controller.handle('wallet-payment', {
      wallet: 'apple_pay',
      card: 'tok_mastercard',
      billingDetails: BILLING,
      paymentMethod: true,
      token: false,
    })) as { paymentMethod: { id: string; card: object; billing_details: object }; token?: object };
    expect(result.token).toBeUndefined();
    expect(result.paymentMethod.id).toMatch(/^pm_/);
    expect(result.paymentMethod.card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      wallet: { type: 'apple_pay', apple_pay: {}, dynamic_last4: '4444' },
    });
    expect(result.paymentMethod.billing_details).toMatchObject(BILLING);
  });

  it('gives a Google Pay token and a method from a second token to a merchant hearing both', async () => {
    const { controller } = provider.newController();
    const result = (await controller.handle('wallet-payment', {
      wallet: 'google_pay',
      card: 'tok_visa',
      billingDetails: {},
      paymentMethod: true,
      token: true,
    })) as {
      paymentMethod: { card: { wallet: object } };
      token: { id: string; used: boolean; card: object };
    };
    expect(result.token.card).toMatchObject({ tokenization_method: 'google_pay', last4: '4242' });
    // The merchant's token is still theirs to spend.
    expect(result.token.used).toBe(false);
    expect(result.paymentMethod.card.wallet).toMatchObject({ type: 'google_pay', google_pay: {} });
  });

  it('makes a reusable card Source for a `source` listener, owned by what the sheet collected', async () => {
    const { controller } = provider.newController();
    const result = (await controller.handle('wallet-payment', {
      wallet: 'apple_pay',
      card: 'tok_visa',
      billingDetails: BILLING,
      paymentMethod: true,
      token: false,
      source: true,
    })) as {
      paymentMethod: { id: string };
      source: { id: string; type: string; usage: string; card: object; owner: object };
    };
    expect(result.paymentMethod.id).toMatch(/^pm_/);
    expect(result.source.id).toMatch(/^src_/);
    expect(result.source).toMatchObject({
      type: 'card',
      usage: 'reusable',
      card: { brand: 'Visa', last4: '4242', tokenization_method: 'apple_pay' },
      owner: BILLING,
    });
  });

  it('refuses a card the test wallet does not hold, so no number can be named from the page', async () => {
    const { controller } = provider.newController();
    await expect(
      controller.handle('wallet-payment', {
        wallet: 'apple_pay',
        card: '4242424242424242',
        billingDetails: {},
        paymentMethod: true,
        token: false,
      }),
    ).rejects.toMatchObject({ type: 'integration_error' });
    await expect(
      controller.handle('wallet-payment', {
        wallet: 'samsung_pay',
        card: 'tok_visa',
        billingDetails: {},
        paymentMethod: true,
        token: false,
      }),
    ).rejects.toMatchObject({ type: 'integration_error' });
  });
});
