import { test } from '@playwright/test';
import { SCENARIOS, type Variant } from './every-element.js';

// Issue 14: every element, dialog and Payment Element layout in the night theme over a dark
// page, by keyboard alone at 320 px: each Tab stop shows its focus, nothing overflows, axe finds
// nothing (colour contrast of the night theme is themes.test.ts's: see axe.ts).
const NIGHT: Variant = { name: 'night', theme: 'night' };

test.describe('night theme, keyboard only, 320 px', () => {
  for (const scenario of SCENARIOS) {
    test(scenario.name, async ({ page }) => {
      await scenario.run(page, NIGHT);
    });
  }
});
