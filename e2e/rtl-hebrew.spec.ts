import { expect, test } from '@playwright/test';
import { SCENARIOS, type Variant } from './every-element.js';

// Issue 14: Hebrew end to end. The Arabic run (rtl-keyboard.spec.ts) walks every element; this
// one walks a representative subset in the other right-to-left locale: each frame's document is
// Hebrew and right to left with its texts in Hebrew, the walk by keyboard alone completes the
// element with a visible focus at every stop, axe finds nothing and nothing overflows at 320 px
// (every-element.ts). The wallet sheet and a bank page reached by a full-page redirect are in
// it: both speak the group's language.
const HEBREW: Variant = { name: 'he', locale: 'he' };

const SUBSET = [
  'the Address Element (shipping)',
  'the Payment Request Button and the wallet sheet',
  "the Payment Element's tabs layout paying by SEPA debit",
  'the next-action modal with a QR code',
  'a bank page reached by a full-page redirect (iDEAL from the Payment Element)',
];

test.describe('right to left (he), keyboard only, 320 px', () => {
  for (const name of SUBSET) {
    const scenario = SCENARIOS.find((candidate) => candidate.name === name);
    test(name, async ({ page }) => {
      expect(scenario, `no scenario named ${name}`).toBeDefined();
      await scenario?.run(page, HEBREW);
    });
  }
});
