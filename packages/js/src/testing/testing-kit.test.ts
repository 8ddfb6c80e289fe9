import { describe, expect, it } from 'vitest';
import { expiryDigits, fieldValues, fillCard, readElementError } from './fill-card.js';
import { frameSelector } from './frames.js';
import type { FrameLocatorLike, LocatorLike, PageLike } from './playwright-like.js';
import { futureExpiry, TEST_CARDS } from './test-cards.js';

/** A page whose frames hold inputs by selector; records what the kit typed where. */
function fakePage(
  frames: Record<
    string,
    Record<string, { value?: string; attrs?: Record<string, string>; text?: string }>
  >,
) {
  const typed: string[] = [];
  const locator = (frame: string, selector: string): LocatorLike => {
    const matches = Object.keys(frames[frame] ?? {}).filter((key) =>
      selector.split(', ').includes(key),
    );
    const node = frames[frame]?.[matches[0] ?? ''];
    const self: LocatorLike = {
      click: async () => {},
      clear: async () => {},
      pressSequentially: async (text) => void typed.push(`${frame} ${selector} ${text}`),
      selectOption: async (value) => void typed.push(`${frame} ${selector} select ${value}`),
      first: () => self,
      count: async () => matches.length,
      isVisible: async () => matches.length > 0,
      waitFor: async () => {},
      getAttribute: async (name) => node?.attrs?.[name] ?? null,
      textContent: async () => node?.text ?? null,
    };
    return self;
  };
  const page: PageLike = {
    frameLocator: (selector): FrameLocatorLike => {
      const frame = Object.keys(frames).find((name) =>
        selector.startsWith(frameSelector(name as never)),
      );
      return { locator: (inner) => locator(frame ?? '', inner) };
    },
  };
  return { page, typed };
}

const NUMBER = 'input[autocomplete="cc-number"]';
const EXPIRY = 'input[autocomplete="cc-exp"]';
const CVC = 'input[autocomplete="cc-csc"]';
const POSTAL = 'input[autocomplete="postal-code"]';
const COUNTRY = 'select[autocomplete="country"]';

describe('testing kit', () => {
  it.each([
    ['12/34', '1234'],
    ['12 / 34', '1234'],
    ['1234', '1234'],
    ['1/34', '0134'],
    ['12/2034', '1234'],
  ])('types the expiry %s as %s', (expiry, digits) => {
    expect(expiryDigits(expiry)).toBe(digits);
  });

  it.each(['12', '13/3', 'soon'])('refuses the expiry %s', (expiry) => {
    expect(() => expiryDigits(expiry)).toThrow(/expected an expiry like 12\/34/);
  });

  it('fills the country before the postal code, and leaves out what is not given', () => {
    expect(
      fieldValues({
        number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        country: 'ca',
        postalCode: 'K1A 0B1',
      }),
    ).toEqual([
      ['number', '4242424242424242'],
      ['expiry', '1234'],
      ['cvc', '123'],
      ['country', 'CA'],
      ['postalCode', 'K1A 0B1'],
    ]);
    expect(fieldValues({ number: '4242', expiry: '1234', cvc: '1' }).map(([f]) => f)).toEqual([
      'number',
      'expiry',
      'cvc',
    ]);
  });

  it.each([
    ['payment', 'iframe[name^="__kassaFrame-"][src*="/frames/payment.html"]'],
    ['card', 'iframe[name^="__kassaFrame-"][src*="/frames/card.html"]'],
    [
      'cardCvc',
      'iframe[name^="__kassaFrame-"][src*="/frames/card-field.html"][src*="type=cardCvc&"]',
    ],
  ] as const)('finds the %s frame by its page', (type, selector) => {
    expect(frameSelector(type)).toBe(selector);
  });

  it('fills the split fields each in its own frame', async () => {
    const { page, typed } = fakePage({
      cardNumber: { [NUMBER]: {} },
      cardExpiry: { [EXPIRY]: {} },
      cardCvc: { [CVC]: {} },
    });
    await fillCard(
      page,
      { number: '4242424242424242', expiry: '12/34', cvc: '123', postalCode: '10001' },
      { element: 'split' },
    );
    expect(typed).toEqual([
      `cardNumber ${NUMBER} 4242424242424242`,
      `cardExpiry ${EXPIRY} 1234`,
      `cardCvc ${CVC} 123`,
    ]);
  });

  it('fills the Payment Element, choosing the country', async () => {
    const { page, typed } = fakePage({
      payment: { [NUMBER]: {}, [EXPIRY]: {}, [CVC]: {}, [COUNTRY]: {}, [POSTAL]: {} },
    });
    await fillCard(page, {
      number: '4000000000000002',
      expiry: '1234',
      cvc: '123',
      country: 'US',
      postalCode: '10001',
    });
    expect(typed).toEqual([
      `payment ${NUMBER} 4000000000000002`,
      `payment ${EXPIRY} 1234`,
      `payment ${CVC} 123`,
      `payment ${COUNTRY} select US`,
      `payment ${POSTAL} 10001`,
    ]);
  });

  it('reads the error the invalid input points at', async () => {
    const { page } = fakePage({
      payment: {
        '[aria-invalid="true"]': { attrs: { 'aria-describedby': 'payment-number-error' } },
        '[id="payment-number-error"]': { text: ' Your card number is incomplete. ' },
      },
    });
    expect(await readElementError(page)).toBe('Your card number is incomplete.');
    expect(await readElementError(fakePage({ payment: {} }).page)).toBeNull();
  });

  it('gives a future expiry', () => {
    expect(futureExpiry(new Date('2026-05-01T00:00:00Z'))).toBe('12/29');
  });
});

describe('TEST_CARDS', () => {
  it("is docs/test-cards.md's table, row for row", async () => {
    // A variable module name: @kassa/js compiles without Node's types.
    const FS = 'node:fs';
    const { readFileSync } = (await import(/* @vite-ignore */ FS)) as {
      readFileSync(url: URL, encoding: 'utf8'): string;
    };
    const readme = readFileSync(new URL('../../../../docs/test-cards.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| ([\d ]{15,23}) \| (.+) \|$/gm)];
    const listed = Object.fromEntries(
      rows.map(([, number = '', text = '']) => [number.replace(/ /g, ''), text]),
    );
    expect(Object.keys(listed).sort()).toEqual(Object.keys(TEST_CARDS).sort());
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      const wording = {
        succeeded: 'succeeds',
        declined: `\`${card.declineCode}\``,
        error: `\`${card.code}\``,
        requires_action: '3-D Secure',
      }[card.outcome];
      expect(listed[number], number).toContain(wording);
    }
  });
});
