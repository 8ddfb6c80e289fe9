import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { capturesManually, linkOptions, savesForFuture } from './link-options.js';
import type { PaymentIntentObject } from './payment-intent-object.js';

/** The parts of an intent these rules read (the rest of the object plays no part). */
function intentWith(params: {
  capture_method?: string;
  setup_future_usage?: string;
  payment_method_options?: Record<string, unknown>;
}): PaymentIntentObject {
  return {
    capture_method: params.capture_method ?? 'automatic',
    setup_future_usage: params.setup_future_usage ?? null,
    payment_method_options: params.payment_method_options ?? {},
    payment_method_types: ['card', 'link'],
  } as unknown as PaymentIntentObject;
}

describe('payment_method_options[link]', () => {
  it('shows the legacy null token on an intent that takes link, nothing on one that does not', () => {
    expect(linkOptions(undefined, ['card', 'link'])).toEqual({ persistent_token: null });
    expect(linkOptions(undefined, ['card'])).toBeUndefined();
    expect(linkOptions({ capture_method: 'manual', setup_future_usage: 'none' }, ['link'])).toEqual(
      { capture_method: 'manual', persistent_token: null, setup_future_usage: 'none' },
    );
    // Empty strings unset, as Stripe's form encoding sends them.
    expect(linkOptions({ capture_method: '', setup_future_usage: '' }, ['link'])).toEqual({
      persistent_token: null,
    });
  });

  it('refuses values Stripe does not document, naming the parameter', () => {
    const refusal = (given: unknown) => {
      try {
        linkOptions(given, ['link']);
      } catch (error) {
        return error instanceof ApiError ? error.param : 'not an ApiError';
      }
      return null;
    };
    expect(refusal({ capture_method: 'automatic' })).toBe(
      'payment_method_options[link][capture_method]',
    );
    expect(refusal({ setup_future_usage: 'on_session' })).toBe(
      'payment_method_options[link][setup_future_usage]',
    );
    expect(refusal({ persistent: 'x' })).toBe('payment_method_options[link][persistent]');
    expect(refusal('manual')).toBe('payment_method_options[link]');
  });

  it('holds and saves a link payment by its options, over the intent’s own; a card by the intent’s', () => {
    const held = intentWith({
      payment_method_options: { link: { capture_method: 'manual', setup_future_usage: 'none' } },
      setup_future_usage: 'off_session',
    });
    expect(capturesManually(held, 'link')).toBe(true);
    expect(capturesManually(held, 'card')).toBe(false);
    expect(savesForFuture(held, 'link')).toBe(false);
    expect(savesForFuture(held, 'card')).toBe(true);
    const plain = intentWith({ capture_method: 'manual' });
    expect(capturesManually(plain, 'link')).toBe(true);
    expect(savesForFuture(plain, 'link')).toBe(false);
    const saving = intentWith({
      payment_method_options: { link: { setup_future_usage: 'off_session' } },
    });
    expect(savesForFuture(saving, 'link')).toBe(true);
    expect(savesForFuture(saving, 'card')).toBe(false);
  });
});
