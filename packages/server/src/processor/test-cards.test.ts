import { readFileSync } from 'node:fs';
import { declineMessageEn, detectBrand, isLuhnValid, TEST_CARD_TABLE } from '@kassa/core';
import { describe, expect, it } from 'vitest';
import { profileCard, TEST_CARDS, TEST_PAYMENT_METHODS } from './test-cards.js';
import { authorize } from './test-processor.js';
import { authenticationRule, needsAuthentication } from './three-d-secure-cards.js';

/** How docs/test-cards.md writes a number: 4-6-5 for 15 digits, groups of four otherwise. */
const grouped = (number: string) =>
  number.length === 15
    ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`
    : (number.match(/.{1,4}/g) ?? []).join(' ');

describe("@kassa/core's test-card table", () => {
  it("is docs/test-cards.md's table, row for row", () => {
    const readme = readFileSync(new URL('../../../../docs/test-cards.md', import.meta.url), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| [\d ]{15,23} \| .+ \|$/.test(line));
    expect(rows).toEqual(
      TEST_CARD_TABLE.map((card) => `| ${grouped(card.number)} | ${card.description} |`),
    );
  });

  it('lists each number once', () => {
    const numbers = TEST_CARD_TABLE.map((card) => card.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(TEST_CARD_TABLE.map((card) => [card.number, card] as const))(
    '%s is what the processor does',
    (number, card) => {
      const profile = profileCard(number);
      expect(profile).toMatchObject({ funding: card.funding, country: card.country });
      const asks = needsAuthentication(profile.outcome, false);
      expect(asks).toBe(card.result === 'requires_action');
      if (asks) {
        const offSession = needsAuthentication(profile.outcome, true);
        expect(offSession).toBe(card.threeDSecure === 'required');
        expect(authenticationRule(profile.outcome)).toBeDefined();
      }
      // Once authenticated (or when no one asks), the charge's answer.
      const result = authorize(profile.outcome);
      if (!card.code) {
        expect(result).toEqual({ approved: true });
        return;
      }
      expect(result).toMatchObject({
        approved: false,
        code: card.code,
        declineCode: card.declineCode,
        message: declineMessageEn(card.code, card.declineCode),
      });
    },
  );

  it('declines 4000008400001629 with card_declined / generic_decline once authenticated', () => {
    expect(authorize(TEST_CARDS['4000008400001629']?.outcome ?? 'succeed')).toMatchObject({
      approved: false,
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('backs every test payment method id with a number of the table or a plain brand card', () => {
    const table = new Set(TEST_CARD_TABLE.map((card) => card.number));
    for (const [id, number] of Object.entries(TEST_PAYMENT_METHODS)) {
      const plain = isLuhnValid(number) && detectBrand(number) !== 'unknown';
      expect(table.has(number) || plain, id).toBe(true);
    }
  });
});
