import { describe, expect, it } from 'vitest';
import {
  canRemoveSavedMethod,
  checkSetAsDefault,
  checkSubscriptionRules,
  hasSavedMethodCredentials,
  isPaymentMethodUpdateAllowed,
  resolvePaymentElementFeatures,
} from './customer-session.js';

describe('resolvePaymentElementFeatures', () => {
  it('enables remove and remove-last and disables the rest by default', () => {
    expect(resolvePaymentElementFeatures({})).toEqual({
      paymentMethodSave: false,
      paymentMethodSaveUsage: null,
      paymentMethodRemove: true,
      paymentMethodRemoveLast: true,
      paymentMethodUpdate: false,
      paymentMethodSetAsDefault: false,
    });
    expect(resolvePaymentElementFeatures(undefined)).toEqual(resolvePaymentElementFeatures({}));
  });

  it('follows every explicit setting', () => {
    expect(
      resolvePaymentElementFeatures({
        payment_method_save: 'enabled',
        payment_method_save_usage: 'off_session',
        payment_method_remove: 'disabled',
        payment_method_remove_last: 'disabled',
        payment_method_update: 'enabled',
        payment_method_set_as_default: 'enabled',
      }),
    ).toEqual({
      paymentMethodSave: true,
      paymentMethodSaveUsage: 'off_session',
      paymentMethodRemove: false,
      paymentMethodRemoveLast: false,
      paymentMethodUpdate: true,
      paymentMethodSetAsDefault: true,
    });
  });
});

describe('saved-method permissions', () => {
  it.each([
    [true, 'always', 'allowed'],
    [true, 'limited', 'allow_redisplay_not_always'],
    [true, undefined, 'allow_redisplay_not_always'],
    [false, 'always', 'feature_disabled'],
  ])('set-as-default with feature %s and allow_redisplay %s: %s', (enabled, redisplay, check) => {
    expect(
      checkSetAsDefault({ paymentMethodSetAsDefault: enabled }, { allow_redisplay: redisplay }),
    ).toBe(check);
  });

  it.each([
    [true, true, 1, true],
    [true, false, 1, false],
    [true, false, 2, true],
    [false, true, 2, false],
  ])('remove %s, remove-last %s with %i methods: %s', (remove, removeLast, count, allowed) => {
    expect(
      canRemoveSavedMethod(
        { paymentMethodRemove: remove, paymentMethodRemoveLast: removeLast },
        count,
      ),
    ).toBe(allowed);
  });

  it.each([
    ['enabled', { type: 'card' }, true],
    [undefined, { type: 'card' }, true],
    [null, { type: 'card', card: { wallet: null } }, true],
    ['never', { type: 'card' }, false],
    ['auto', { type: 'card' }, false],
    ['disabled', { type: 'card' }, false],
    ['enabled', { type: 'link' }, false],
    ['enabled', { type: 'card', card: { wallet: { type: 'apple_pay' } } }, false],
  ])('update with setting %s of %j: %s', (setting, method, allowed) => {
    expect(isPaymentMethodUpdateAllowed(setting, method)).toBe(allowed);
  });

  it('needs an ephemeral key or a customer-session secret to change saved methods', () => {
    expect(hasSavedMethodCredentials({})).toBe(false);
    expect(hasSavedMethodCredentials({ ephemeralKey: 'ek_test_1' })).toBe(true);
    expect(hasSavedMethodCredentials({ customerSessionClientSecret: 'cuss_secret_1' })).toBe(true);
  });
});

describe('checkSubscriptionRules', () => {
  it.each([
    [{ subscription: false, customerSessionClientSecret: 'cuss_1', saveFeatureEnabled: true }, []],
    [
      { subscription: true, customerSessionClientSecret: 'cuss_1' },
      ['subscriptions_customer_session'],
    ],
    [{ subscription: true, saveFeatureEnabled: true }, ['subscriptions_save_payment_method']],
    [
      { subscription: true, setupFutureUsage: 'off_session' },
      ['subscriptions_off_session_disallowed'],
    ],
    [{ subscription: true, setupFutureUsage: 'off_session', allowOffSession: true }, []],
    [
      { subscription: true, setupFutureUsage: 'on_session', paymentIntentOrPaymentMode: true },
      ['subscriptions_on_session_disallowed'],
    ],
    [{ subscription: true, setupFutureUsage: 'on_session' }, []],
  ] as const)('checks %j', (context, errors) => {
    expect(checkSubscriptionRules(context)).toEqual(errors);
  });
});
