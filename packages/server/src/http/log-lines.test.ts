import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { openTestStore, type TestStore } from '../testing/harness.js';
import { escapeControlChars } from './control-chars.js';
import { consoleLogger } from './env.js';

/** What the console logger writes while fn runs, one entry per console call. */
async function captured(fn: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void lines.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void lines.push(args.join(' ')));
  await fn();
  return lines;
}

describe('request log lines', () => {
  let testStore: TestStore;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    app = createApp({ store: testStore.store });
  }, 60_000);
  afterAll(() => testStore?.dispose());
  afterEach(() => vi.restoreAllMocks());

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
