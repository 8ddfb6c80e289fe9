import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_PAYLOADS,
  ELEMENT_RESULTS,
  FRAME_PAYLOADS,
  MAX_PASSKEY_CREDENTIAL_LENGTH,
  WALLET_REQUEST_REFUSED,
} from './controller-readers.js';
import { FRAME_RESULTS, readConfirmError, readRanges } from './element-readers.js';
import type { Json } from './messages.js';
import {
  type FrameRequests,
  isRequestAction,
  type RequestHandlers,
  runRequest,
} from './requests.js';

// ---- compile-time checks (this file is compiled by `tsc -b`) ---------------------------

interface Ctx {
  groupId: string;
}

// A handler table missing an action does not compile.
// @ts-expect-error 'saved-method-detach' is missing
export const missing: RequestHandlers<FrameRequests, Ctx> = {
  'card-brand': async () => null,
  'card-metadata': async () => ({ ranges: [] }),
};

// A handler answering the wrong result does not compile.
export const mistyped: RequestHandlers<FrameRequests, Ctx> = {
  // @ts-expect-error card-brand answers null
  'card-brand': async () => ({ brand: 'visa' }),
  'card-metadata': async () => ({ ranges: [] }),
  'saved-method-detach': async () => ({ paymentMethod: null }),
  'saved-address-change': async () => ({ shipping: null }),
  'address-suggestions': async () => ({ data: [] }),
  wallet: async () => ({ shopper: null }),
  'shipping-address': async () => null,
};

// A handler reading a field its payload does not have does not compile.
export const misread: RequestHandlers<FrameRequests, Ctx> = {
  // @ts-expect-error card-brand's payload has a brand, not a bin
  'card-brand': async ({ bin }) => (bin === '' ? null : null),
  'card-metadata': async () => ({ ranges: [] }),
  'saved-method-detach': async () => ({ paymentMethod: null }),
  'saved-address-change': async () => ({ shipping: null }),
  'address-suggestions': async () => ({ data: [] }),
  wallet: async () => ({ shopper: null }),
  'shipping-address': async () => null,
};

// ---- runtime ---------------------------------------------------------------------------

const handlers: RequestHandlers<FrameRequests, Ctx> = {
  'card-brand': async ({ brand }, ctx) => (brand === ctx.groupId ? null : null),
  'card-metadata': async ({ binPrefix }) => ({ ranges: [], binPrefix }),
  'saved-method-detach': async ({ paymentMethod }) => ({ paymentMethod: { id: paymentMethod } }),
  'saved-address-change': async ({ shipping }) => ({ shipping }),
  'address-suggestions': async ({ query }) => ({ data: [], query }),
  wallet: async (request) => ({ op: request.op }),
  'shipping-address': async ({ complete }) => (complete ? null : null),
};

describe('request tables', () => {
  it('knows its own actions only, never Object.prototype names', () => {
    expect(isRequestAction(FRAME_PAYLOADS, 'card-brand')).toBe(true);
    expect(isRequestAction(FRAME_PAYLOADS, 'steal-card-data')).toBe(false);
    expect(isRequestAction(FRAME_PAYLOADS, 'toString')).toBe(false);
    expect(isRequestAction(CONTROLLER_PAYLOADS, '__proto__')).toBe(false);
  });

  it('runs the handler with the payload its reader accepted, and the context', async () => {
    const answer = await runRequest(
      FRAME_PAYLOADS,
      handlers,
      'saved-method-detach',
      { paymentMethod: 'pm_1', extra: 'dropped' },
      { groupId: 'g1' },
    );
    expect(answer).toEqual({ paymentMethod: { id: 'pm_1' } });
  });

  it('never runs the handler of a malformed payload', async () => {
    let ran = false;
    const run = () =>
      runRequest(
        FRAME_PAYLOADS,
        {
          ...handlers,
          'card-metadata': async () => {
            ran = true;
            return { ranges: [] };
          },
        },
        'card-metadata',
        { binPrefix: '4242' },
        { groupId: 'g1' },
      );
    expect(run).toThrow();
    expect(ran).toBe(false);
  });
});

describe('payloads the controller reads from element frames', () => {
  it.each<[keyof FrameRequests, Json, string]>([
    ['card-brand', {}, 'card-brand needs a brand.'],
    ['card-brand', { brand: 7 }, 'card-brand needs a brand.'],
    ['card-brand', 'visa', 'card-brand needs a brand.'],
    ['card-metadata', { binPrefix: '42424' }, 'Invalid BIN prefix'],
    ['card-metadata', { binPrefix: '4242424242424242' }, 'Invalid BIN prefix'],
    ['card-metadata', { binPrefix: 424242 }, 'Invalid BIN prefix'],
    ['card-metadata', null, 'Invalid BIN prefix'],
    [
      'saved-method-detach',
      { paymentMethod: null },
      'saved-method-detach needs a paymentMethod, from a Payment Element.',
    ],
    [
      'saved-method-detach',
      [],
      'saved-method-detach needs a paymentMethod, from a Payment Element.',
    ],
    [
      'saved-address-change',
      { shipping: 'Main St' },
      'saved-address-change needs a shipping object, or null to remove it.',
    ],
    [
      'saved-address-change',
      {},
      'saved-address-change needs a shipping object, or null to remove it.',
    ],
    ['wallet', { op: 'lookup' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'confirm', code: '12345' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'confirm', code: '1234567' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'share', id: 'csmrpd_1' }, WALLET_REQUEST_REFUSED],
    ['wallet', null, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'passkey-confirm' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'passkey-register', credential: '' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'remove' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'remove', id: 'csmrpd_1/../x' }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'update', id: 'csmrpd_1' }, WALLET_REQUEST_REFUSED],
    [
      'wallet',
      { op: 'update', id: 'csmrpd_1', expMonth: 13, expYear: 2030 },
      WALLET_REQUEST_REFUSED,
    ],
    ['wallet', { op: 'update', id: 'csmrpd_1', expMonth: 3 }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'update', id: 'csmrpd_1', expMonth: 3, expYear: 30 }, WALLET_REQUEST_REFUSED],
    ['wallet', { op: 'update', id: 'csmrpd_1', isDefault: false }, WALLET_REQUEST_REFUSED],
    [
      'wallet',
      { op: 'passkey-confirm', credential: 'x'.repeat(MAX_PASSKEY_CREDENTIAL_LENGTH + 1) },
      WALLET_REQUEST_REFUSED,
    ],
  ])('refuses %s with %j', (action, payload, message) => {
    expect(() => FRAME_PAYLOADS[action](payload)).toThrow(
      expect.objectContaining({ type: 'invalid_request_error', message }),
    );
  });

  it('reads a saved address change: the new shipping address, or null to remove it', () => {
    const shipping = { name: 'Jenny Rosen', address: { country: 'US' } };
    expect(FRAME_PAYLOADS['saved-address-change']({ shipping, card: '4242' })).toEqual({
      shipping,
    });
    expect(FRAME_PAYLOADS['saved-address-change']({ shipping: null })).toEqual({ shipping: null });
    expect(FRAME_RESULTS['saved-address-change']({ shipping: 'x' })).toEqual({ shipping: null });
    expect(FRAME_RESULTS['saved-address-change']({ shipping })).toEqual({ shipping });
  });

  it('keeps only the fields of the payload type', () => {
    expect(
      FRAME_PAYLOADS['card-metadata']({ binPrefix: '424242', number: '4242424242424242' }),
    ).toEqual({ binPrefix: '424242' });
    expect(FRAME_PAYLOADS['card-brand']({ brand: 'amex', cvc: '123' })).toEqual({ brand: 'amex' });
    expect(FRAME_PAYLOADS.wallet({ op: 'confirm', code: '123456', secret: 'x' })).toEqual({
      op: 'confirm',
      channel: 'EMAIL',
      code: '123456',
    });
    expect(FRAME_PAYLOADS.wallet({ op: 'passkey-start', email: 'a@b.co' })).toEqual({
      op: 'passkey-start',
    });
    expect(FRAME_PAYLOADS.wallet({ op: 'passkey-register', credential: '{"id":"a"}' })).toEqual({
      op: 'passkey-register',
      credential: '{"id":"a"}',
    });
    expect(FRAME_PAYLOADS.wallet({ op: 'remove', id: 'csmrpd_1', number: '4242' })).toEqual({
      op: 'remove',
      id: 'csmrpd_1',
    });
    expect(
      FRAME_PAYLOADS.wallet({ op: 'update', id: 'csmrpd_1', expMonth: 3, expYear: 2031, cvc: '1' }),
    ).toEqual({ op: 'update', id: 'csmrpd_1', expMonth: 3, expYear: 2031 });
    expect(FRAME_PAYLOADS.wallet({ op: 'update', id: 'csmrpd_1', isDefault: true })).toEqual({
      op: 'update',
      id: 'csmrpd_1',
      isDefault: true,
    });
    // Adding a bank account carries nothing the frame could choose: no account, no numbers.
    expect(FRAME_PAYLOADS.wallet({ op: 'add-bank', account_number: '000123456789' })).toEqual({
      op: 'add-bank',
    });
    expect(FRAME_PAYLOADS.wallet({ op: 'start', channel: 'SMS', locale: 'de' })).toEqual({
      op: 'start',
      channel: 'SMS',
      locale: 'de',
    });
    // Without a channel (or with an unknown one) the provider chooses.
    expect(FRAME_PAYLOADS.wallet({ op: 'start', locale: 'de' })).toEqual({
      op: 'start',
      locale: 'de',
    });
    expect(FRAME_PAYLOADS.wallet({ op: 'start', channel: 'FAX' })).toEqual({ op: 'start' });
  });
});

describe('payloads the controller reads from the loader', () => {
  it.each<[keyof typeof CONTROLLER_PAYLOADS, Json, string]>([
    ['elements-create', { options: {} }, 'groupId'],
    ['elements-submit', { groupId: '' }, 'groupId'],
    ['elements-update', { groupId: 5, options: {} }, 'groupId'],
    ['element-unmount', { groupId: 'g1' }, 'frameId'],
    ['element-mount', { groupId: 'g1', elementType: 'card' }, 'frameId'],
    ['challenge-cancel', {}, 'challengeId'],
    ['create-payment-method', { params: {} }, 'groupId'],
    ['create-confirmation-token', 'g1', 'groupId'],
  ])('refuses %s with %j as the integration error the loader throws', (action, payload, key) => {
    expect(() => CONTROLLER_PAYLOADS[action](payload)).toThrow(
      expect.objectContaining({
        type: 'integration_error',
        message: `Missing \`${key}\` in the request.`,
      }),
    );
  });

  it('reads optional fields leniently: a wrong type is an absent field, params default to {}', () => {
    expect(
      CONTROLLER_PAYLOADS['confirm-payment']({ groupId: 'g1', clientSecret: 42, params: 'x' }),
    ).toEqual({
      groupId: 'g1',
      frameId: undefined,
      clientSecret: undefined,
      method: undefined,
      params: {},
    });
    expect(CONTROLLER_PAYLOADS['create-token']({ tokenType: 'pii', data: [1] })).toEqual({
      groupId: undefined,
      frameId: undefined,
      tokenType: 'pii',
      data: {},
    });
  });
});

describe('answers of element frames, read by the controller', () => {
  it('reads a validate answer', () => {
    const error = { type: 'validation_error', message: 'Your card number is incomplete.' };
    expect(ELEMENT_RESULTS.validate({ complete: false, error })).toEqual({
      complete: false,
      error,
    });
    expect(ELEMENT_RESULTS.validate({ complete: false, error: { type: 'x' } })).toEqual({
      complete: false,
      error: null,
    });
    expect(ELEMENT_RESULTS.validate(null)).toEqual({ complete: true, error: null });
  });

  it('reads a collect answer that is no object as nothing collected', () => {
    expect(ELEMENT_RESULTS.collect('4242424242424242')).toEqual({});
  });
});

describe('what element frames read', () => {
  it('refuses a confirm-error payload without a type and a message', () => {
    expect(() => readConfirmError({ type: 'card_error' })).toThrow(
      'confirm-error expects a wire error with a type and a message',
    );
    expect(() => readConfirmError('Declined')).toThrow('confirm-error expects');
    expect(readConfirmError({ type: 'card_error', message: 'Declined' })).toEqual({
      type: 'card_error',
      message: 'Declined',
    });
  });

  it('keeps the account ranges that have what matching needs', () => {
    const good = { account_range_low: '4000', account_range_high: '4999', brand: 'visa' };
    expect(readRanges({ ranges: [good, { brand: 'visa' }, 'x'] })).toEqual([good]);
    expect(readRanges({ ranges: 'all' })).toEqual([]);
  });

  it('reads the answer to saved-method-detach', () => {
    expect(FRAME_RESULTS['saved-method-detach']({ paymentMethod: { id: 'pm_1' } })).toEqual({
      paymentMethod: { id: 'pm_1' },
    });
    expect(FRAME_RESULTS['saved-method-detach']({ paymentMethod: 'pm_1' })).toEqual({
      paymentMethod: null,
    });
  });
});
