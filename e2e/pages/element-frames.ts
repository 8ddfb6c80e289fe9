import type { FrameLocator, Locator, Page } from '@playwright/test';
import { fillCard, type SecureField, secureField } from '../secure-fields.js';
import type { TestCard } from '../test-cards.js';

/**
 * One element's provider frame, found inside the <div> the React component rendered (the
 * mount point holds nothing but the element's iframe).
 */
export class ElementFrame {
  readonly iframe: Locator;
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    mountSelector: string,
  ) {
    this.iframe = page.locator(`${mountSelector} iframe`);
    this.frame = this.iframe.contentFrame();
  }

  field(name: SecureField): Locator {
    return secureField(this.frame, name);
  }

  fill(card: TestCard): Promise<void> {
    return fillCard(this.frame, card);
  }

  /** Text the shopper sees inside the frame (errors are shown in the form). */
  text(): Locator {
    return this.frame.locator('body');
  }
}

export class PaymentElementFrame extends ElementFrame {
  constructor(page: Page) {
    super(page, '#payment-element');
  }
}

export class CardElementFrame extends ElementFrame {
  constructor(page: Page) {
    super(page, '#card-element');
  }
}

/** The three split fields: each is its own frame, in one group. */
export class SplitCardFrames {
  readonly number: ElementFrame;
  readonly expiry: ElementFrame;
  readonly cvc: ElementFrame;

  constructor(page: Page) {
    this.number = new ElementFrame(page, '#card-number-element');
    this.expiry = new ElementFrame(page, '#card-expiry-element');
    this.cvc = new ElementFrame(page, '#card-cvc-element');
  }

  async fill(card: TestCard): Promise<void> {
    await this.number.fill(card);
    await this.expiry.fill(card);
    await this.cvc.fill(card);
  }
}
