import { describe, expect, it } from 'vitest';
import { isKassaMessage } from './guards.js';
import type { KassaMessageType } from './messages.js';

const VALID: Record<KassaMessageType, Record<string, unknown>> = {
  'controller-request': { nonce: 'n1', action: 'confirm-payment', payload: {} },
  'action-response': { nonce: 'n1', result: null },
  'action-error': { nonce: 'n1', error: { type: 'api_error', message: 'x' } },
  'controller-load': { controllerId: 'c1' },
  'group-event': { groupId: 'g1', event: 'update-end', payload: {} },
  'frame-load': { frameId: 'f1' },
  'element-init': {
    frameId: 'f1',
    controllerId: 'c1',
    groupId: 'g1',
    elementType: 'card',
    options: {},
    groupOptions: {},
  },
  'element-command': { frameId: 'f1', command: 'focus', payload: null },
  'element-event': { frameId: 'f1', event: 'change', payload: {} },
  'frame-resize': { frameId: 'f1', height: 44 },
  'frame-focus': { frameId: 'f1' },
  'frame-connect': { frameId: 'f1', groupId: 'g1', elementType: 'payment', attempt: 0 },
  'port-request': { nonce: 'n1', action: 'validate', payload: {} },
  'port-response': { nonce: 'n1', result: { complete: true, error: null } },
  'port-error': { nonce: 'n1', error: { type: 'api_error', message: 'x' } },
  broadcast: { event: 'session', payload: {} },
  'frame-destroy': { frameId: 'f1' },
  'challenge-open': { challengeId: 'src_1', url: 'http://127.0.0.1:4242/three_d_secure/src_1' },
  'challenge-close': { challengeId: 'src_1' },
  'challenge-complete': { challengeId: 'src_1', status: 'succeeded' },
  'sheet-load': { sheetId: 'ks_1' },
  'sheet-init': { sheetId: 'ks_1', wallet: 'apple_pay', request: {} },
  'sheet-event': { sheetId: 'ks_1', eventId: 'e1', event: 'pay', payload: {} },
  'sheet-answer': { sheetId: 'ks_1', eventId: 'e1', answer: { status: 'success' } },
};
const TYPES = Object.keys(VALID) as KassaMessageType[];
const message = (type: KassaMessageType) => ({ kassa: 1, type, ...VALID[type] });

describe('isKassaMessage', () => {
  it.each(TYPES)('accepts a well-formed %s message', (type) => {
    expect(isKassaMessage(message(type))).toBe(true);
    expect(isKassaMessage(message(type), type)).toBe(true);
  });

  it.each(TYPES)('rejects a %s message without each of its required fields', (type) => {
    for (const field of Object.keys(VALID[type])) {
      const broken: Record<string, unknown> = message(type);
      delete broken[field];
      expect(isKassaMessage(broken), `${type} without ${field}`).toBe(false);
    }
  });

  it.each(TYPES)('rejects a %s message with another protocol version', (type) => {
    expect(isKassaMessage({ ...message(type), kassa: 2 })).toBe(false);
    expect(isKassaMessage({ ...message(type), kassa: '1' })).toBe(false);
  });

  it('rejects a message of another type than the ones asked for', () => {
    expect(isKassaMessage(message('frame-load'), 'controller-load', 'group-event')).toBe(false);
  });

  it.each([
    ['an unknown type', { kassa: 1, type: 'steal-card', frameId: 'f1' }],
    ['no type', { kassa: 1, frameId: 'f1' }],
    ['an empty nonce', { kassa: 1, type: 'action-response', nonce: '', result: 1 }],
    ['a numeric nonce', { kassa: 1, type: 'action-response', nonce: 7, result: 1 }],
    ['an error that is a string', { kassa: 1, type: 'action-error', nonce: 'n', error: 'boom' }],
    ['an error that is an array', { kassa: 1, type: 'port-error', nonce: 'n', error: [] }],
    [
      'a height that is not a number',
      { kassa: 1, type: 'frame-resize', frameId: 'f', height: '10' },
    ],
    ['an infinite height', { kassa: 1, type: 'frame-resize', frameId: 'f', height: Infinity }],
  ])('rejects a message with %s', (_case, data) => {
    expect(isKassaMessage(data)).toBe(false);
  });

  it.each([null, undefined, 'kassa', 1, true, []])('rejects %p', (data) => {
    expect(isKassaMessage(data)).toBe(false);
  });
});

it('rejects a challenge-complete message with an unknown status', () => {
  expect(
    isKassaMessage({ kassa: 1, type: 'challenge-complete', challengeId: 'src_1', status: 'maybe' }),
  ).toBe(false);
});
