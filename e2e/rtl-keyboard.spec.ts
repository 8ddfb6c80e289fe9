import { test } from '@playwright/test';
import { SCENARIOS, type Variant } from './every-element.js';

// Issue 14: every element, dialog and Payment Element layout in a right-to-left locale (Arabic),
// by keyboard alone at 320 px: each Tab stop shows its focus, each field is filled and the
// element completes, nothing overflows, axe finds nothing (every-element.ts).
const ARABIC: Variant = { name: 'ar', locale: 'ar' };

test.describe('right to left (ar), keyboard only, 320 px', () => {
  for (const scenario of SCENARIOS) {
    test(scenario.name, async ({ page }) => {
      await scenario.run(page, ARABIC);
    });
  }
});
