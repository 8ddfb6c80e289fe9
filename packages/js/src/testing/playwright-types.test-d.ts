// Compiled by `tsc -b packages/js`: a real Playwright Page fits the kit's structural types.
import type { FrameLocator, Page } from '@playwright/test';
import { fillCard, frameFor, readElementError } from './index.js';

declare const page: Page;

export const filled: Promise<void> = fillCard(page, { number: '4242', expiry: '12/34', cvc: '1' });
export const error: Promise<string | null> = readElementError(page, { element: 'split' });
// frameFor gives back Playwright's own FrameLocator, with all of its methods.
export const frame: FrameLocator = frameFor(page, 'cardCvc');
