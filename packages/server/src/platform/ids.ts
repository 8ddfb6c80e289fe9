import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn in blocks: one system call serves many ids on the hot path.
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let offset = 0;

function nextByte(): number {
  if (offset === POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  return pool[offset++] as number;
}

/** Random base62 text; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

/** Random decimal digits (voucher numbers, references); every digit equally likely. */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte < 250) out += String(byte % 10);
  }
  return out;
}

export type IdPrefix =
  | 'acct'
  | 'ccsbtxn'
  | 'ch'
  | 'cs_test'
  | 'plink'
  | 'csa'
  | 'dp'
  | 'elements_session'
  | 'fca'
  | 'fcaown'
  | 'fcaowns'
  | 'fcsess'
  | 'mandate'
  | 'pa_nonce'
  | 'pi'
  | 'pm'
  | 'req'
  | 'txn';

export function newId(prefix: IdPrefix, length = 24): string {
  return `${prefix}_${randomBase62(length)}`;
}

export function unixNow(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}
