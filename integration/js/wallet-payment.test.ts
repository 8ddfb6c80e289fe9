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

describe("paymentRequest().canMakePayment()'s domain lookup against the real provider API", () => {
  it('names every domain wallet on an unregistered host, and none on localhost', async () => {
    const host = `pr-${Date.now()}.example.com`;
    const unregistered = provider.newController(undefined, host).controller;
    const before = (await unregistered.handle('wallet-domains', { currency: 'usd' })) as {
      unverified: string[];
    };
    expect(before.unverified).toEqual(expect.arrayContaining(['apple_pay', 'google_pay']));
    const local = provider.newController(undefined, 'localhost').controller;
    expect(await local.handle('wallet-domains', { currency: 'eur' })).toEqual({ unverified: [] });
  });

  it('leaves Google Pay available once the host is registered (Apple Pay still verifying)', async () => {
    const host = `pr-${Date.now()}.localhost`;
    const registered = await provider.secret(
      'POST',
      'payment_method_domains',
      `domain_name=${host}`,
    );
    expect(registered.id).toMatch(/^pmd_/);
    const { controller } = provider.newController(undefined, host);
    const answer = (await controller.handle('wallet-domains', { currency: 'usd' })) as {
      unverified: string[];
    };
    expect(answer.unverified).not.toContain('google_pay');
    expect(answer.unverified).toContain('apple_pay');
  });

  it('answers Apple Pay unavailable when the lookup fails (spec 000 §8)', async () => {
    const { controller } = provider.newController(undefined, 'shop.example.com');
    // An unknown currency makes the session call fail with the provider's own error.
    expect(await controller.handle('wallet-domains', { currency: 'zzz' })).toEqual({
      unverified: ['apple_pay'],
    });
  });
});
