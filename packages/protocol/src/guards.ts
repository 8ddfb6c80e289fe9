import { type KassaMessage, type KassaMessageType, PROTOCOL_VERSION } from './messages.js';

type Check = (message: Record<string, unknown>) => boolean;

const str =
  (key: string): Check =>
  (m) =>
    typeof m[key] === 'string' && m[key] !== '';
const num =
  (key: string): Check =>
  (m) =>
    typeof m[key] === 'number' && Number.isFinite(m[key]);
const has =
  (key: string): Check =>
  (m) =>
    key in m;
const obj =
  (key: string): Check =>
  (m) =>
    typeof m[key] === 'object' && m[key] !== null && !Array.isArray(m[key]);

/** The fields each message type must carry; anything else is not a Kassa message. */
const SHAPES: Record<KassaMessageType, Check[]> = {
  'controller-request': [str('nonce'), str('action'), has('payload')],
  'action-response': [str('nonce'), has('result')],
  'action-error': [str('nonce'), obj('error')],
  'controller-load': [str('controllerId')],
  'group-event': [str('groupId'), str('event'), has('payload')],
  'frame-load': [str('frameId')],
  'element-init': [
    str('frameId'),
    str('controllerId'),
    str('groupId'),
    str('elementType'),
    has('options'),
    has('groupOptions'),
  ],
  'element-command': [str('frameId'), str('command'), has('payload')],
  'element-event': [str('frameId'), str('event'), has('payload')],
  'frame-resize': [str('frameId'), num('height')],
  'frame-focus': [str('frameId')],
  'frame-connect': [str('frameId'), str('groupId'), str('elementType'), num('attempt')],
  'port-request': [str('nonce'), str('action'), has('payload')],
  'port-response': [str('nonce'), has('result')],
  'port-error': [str('nonce'), obj('error')],
  broadcast: [str('event'), has('payload')],
  'frame-destroy': [str('frameId')],
  'challenge-open': [
    str('challengeId'),
    str('url'),
    (m) => m.title === undefined || typeof m.title === 'string',
  ],
  'challenge-close': [str('challengeId')],
  'sheet-load': [str('sheetId')],
  'sheet-init': [
    str('sheetId'),
    (m) => m.wallet === 'apple_pay' || m.wallet === 'google_pay' || m.wallet === 'link',
    obj('request'),
  ],
  'sheet-event': [str('sheetId'), str('eventId'), str('event'), has('payload')],
  'sheet-answer': [str('sheetId'), str('eventId'), has('answer')],
  'challenge-complete': [
    str('challengeId'),
    (m) => m.status === 'succeeded' || m.status === 'failed',
  ],
};

/** True when `data` is a well-formed Kassa message, optionally of one of the given types. */
export function isKassaMessage<T extends KassaMessageType>(
  data: unknown,
  ...types: T[]
): data is Extract<KassaMessage, { type: T }> {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.kassa !== PROTOCOL_VERSION || typeof message.type !== 'string') return false;
  const type = message.type as KassaMessageType;
  if (types.length > 0 && !types.includes(type as T)) return false;
  const checks = SHAPES[type];
  return checks?.every((check) => check(message)) ?? false;
}
