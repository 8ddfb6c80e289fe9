import type { FrameLocator, Locator } from '@playwright/test';
import type { TestCard } from './test-cards.js';

/**
 * Fill helpers for Kassa's secure fields. The inputs live in cross-origin provider frames, so a
 * test reaches them through a FrameLocator, as a shopper's browser would, and finds them by the
 * standard autocomplete tokens every element uses. (To become @kassa/js/testing.)
 */
export const FIELD_SELECTORS = {
  number: 'input[autocomplete="cc-number"]',
  expiry: 'input[autocomplete="cc-exp"]',
  cvc: 'input[autocomplete="cc-csc"]',
  postalCode: 'input[autocomplete="postal-code"]',
} as const;

export type SecureField = keyof typeof FIELD_SELECTORS;

export function secureField(frame: FrameLocator, field: SecureField): Locator {
  return frame.locator(FIELD_SELECTORS[field]);
}

/** Types like a shopper (key by key), so formatting and change events run as they would. */
export async function typeInto(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.clear();
  await input.pressSequentially(text);
}

/** Fills whatever card fields this frame shows (a split-field frame shows only one). */
export async function fillCard(frame: FrameLocator, card: TestCard): Promise<void> {
  const values: Record<SecureField, string> = {
    number: card.number,
    expiry: card.expiry,
    cvc: card.cvc,
    postalCode: card.postalCode,
  };
  // The first field that exists is waited for: the frame renders its form after `ready`.
  await frame.locator(Object.values(FIELD_SELECTORS).join(', ')).first().waitFor();
  for (const field of Object.keys(FIELD_SELECTORS) as SecureField[]) {
    const input = secureField(frame, field);
    if ((await input.count()) === 0 || !(await input.isVisible())) continue;
    await typeInto(input, values[field]);
  }
}
