import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { openTestStore, type TestStore } from '../testing/harness.js';
import { escapeControlChars } from './control-chars.js';
import { consoleLogger, redact } from './env.js';

// One of each secret Kassa hands out, shaped as the services generate them.
const SECRETS = [
  ['secret key', 'sk_test_51Kassa0abcDEF123'],
  ['publishable key', 'pk_test_51Kassa0abcDEF123'],
  ['restricted key', 'rk_live_51Kassa0abcDEF123'],
  ['ephemeral key', 'ek_test_YWNjdF8xS2Fzc2E0ZWtfdGVzdA'],
  ['customer session client secret', 'cuss_secret_Q1w2E3r4T5y6U7i8O9p0'],
  ['consumer (wallet) session client secret', 'csmrs_secret_Q1w2E3r4T5y6U7i8O9p0'],
  ['webhook signing secret', 'whsec_a1B2c3D4e5F6g7H8'],
  ['SetupIntent client secret', 'seti_1Abc2Def_secret_XyZ987'],
  ['PaymentIntent client secret', 'pi_1Abc2Def_secret_XyZ987'],
  ['3-D Secure source client secret', 'src_client_secret_Lmn0Pqr1'],
  ['bank redirect page client secret', 'pa_nonce_secret_Stu2Vwx3'],
] as const;

/** What the console logger writes while fn runs, one entry per console call. */
async function captured(fn: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
  await fn();
  return lines;
}

describe('request logs', () => {
  let testStore: TestStore;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    // No logger given: the app logs through the console logger a server uses.
    app = createApp({ store: testStore.store });
  }, 60_000);
  afterAll(() => testStore?.dispose());
  afterEach(() => vi.restoreAllMocks());

  it.each(SECRETS)('show [redacted] for a %s in the path', async (_name, secret) => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
    await app.request(`/v1/payment_intents/${secret}`, {
      headers: { Authorization: `Bearer ${secret}` },
    });
    const log = lines.join('\n');
    expect(log).toContain('GET /v1/payment_intents/[redacted]');
    expect(log).not.toContain(secret);
  });

  it.each([
    ['CR LF (a forged line)', '%0D%0A200%20GET%20/v1/forged', '\\x0d\\x0a200 GET /v1/forged'],
    ['a NUL byte', 'pi_%00x', 'pi_\\x00x'],
    ['a terminal escape sequence', '%1B%5B31mred', '\\x1b[31mred'],
    ['a C1 control (CSI)', '%C2%9B31m', '\\x9b31m'],
    ['DEL', 'a%7Fb', 'a\\x7fb'],
    ['Unicode line and paragraph separators', '%E2%80%A8x%E2%80%A9', '\\u2028x\\u2029'],
  ])('escape %s in the path', async (_, segment, shown) => {
    const lines = await captured(() => app.request(`/v1/payment_intents/${segment}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`GET /v1/payment_intents/${shown} `);
    // Nothing left for the escaping to change: the line holds no control character.
    expect(escapeControlChars(lines[0] ?? '')).toBe(lines[0]);
  });
});

describe('redact', () => {
  it('hides keys and client secrets in log lines', () => {
    expect(redact('key sk_test_abc123 and pk_test_Z9 and pi_1_secret_2 end')).toBe(
      'key [redacted] and [redacted] and [redacted] end',
    );
  });

  it.each(SECRETS)('hides a %s wherever it sits in a line', (_name, secret) => {
    expect(redact(`before ${secret}, after`)).toBe('before [redacted], after');
  });

  it.each([
    ['Authorization: Bearer sk_test_51Kassa0abc', 'Authorization: [redacted]'],
    ['authorization: bearer opaque.token-value', 'authorization: [redacted]'],
    ['Authorization: Basic c2tfdGVzdF8xMjM6', 'Authorization: [redacted]'],
  ])('hides the credentials of %s', (line, expected) => {
    expect(redact(line)).toBe(expected);
  });

  it('leaves ids that are not secrets alone', () => {
    const line = 'pi_3Abc ch_1Xyz pm_card_visa ctoken_1Abc cus_Q1w2 whsec_';
    expect(redact(line)).toBe(line);
  });
});

describe('the console logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the frames of a stack on their lines but not a line break of its message', async () => {
    const error = new Error('bad\r\nFAKE 200 GET /v1/forged\u001b[2J');
    const lines = await captured(() => consoleLogger.error('failed\n', error));
    const text = lines.join('\n');
    expect(text).toContain('failed\\x0a');
    expect(text).toContain('Error: bad\\x0d\\x0aFAKE 200 GET /v1/forged\\x1b[2J');
    expect(
      text
        .split('\n')
        .slice(1)
        .every((line) => /^\s+at /.test(line)),
    ).toBe(true);
  });
});

describe('escapeControlChars', () => {
  it('writes C0, DEL, C1 and U+2028/2029 as escapes and leaves other text alone', () => {
    expect(escapeControlChars('a\u0000\t\u007f\u0085\u2028é😀')).toBe(
      'a\\x00\\x09\\x7f\\x85\\u2028é😀',
    );
  });
});
