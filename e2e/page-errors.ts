import type { Page } from '@playwright/test';

/** Uncaught errors on the merchant page (e.g. an element method throwing in a React cleanup). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
