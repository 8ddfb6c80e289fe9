import {
  type CardField,
  type CardForm,
  FIELD_SELECTORS,
  fillCard,
  frameFor,
  type KitElementType,
  readElementError,
} from '@kassa/js/testing';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { TestCard } from '../test-cards.js';

/**
 * One element's provider frame. The iframe is the one inside the <div> the shop rendered; the
 * frame's content is reached through @kassa/js/testing (frameFor, fillCard, readElementError),
 * so every suite exercises the kit in real Chromium.
 */
export class ElementFrame {
  readonly iframe: Locator;
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    mountSelector: string,
    readonly type: KitElementType,
  ) {
    this.iframe = page.locator(`${mountSelector} iframe`);
    this.frame = frameFor(page, type);
  }

  field(name: CardField): Locator {
    return this.frame.locator(FIELD_SELECTORS[name]);
  }

  /** Text the shopper sees inside the frame (errors are shown in the form). */
  text(): Locator {
    return this.frame.locator('body');
  }
}

/** The Payment Element or the Card Element: one frame holding the whole card form. */
class CardFormFrame extends ElementFrame {
  constructor(page: Page, mountSelector: string, form: 'payment' | 'card') {
    super(page, mountSelector, form);
  }

  fill(card: TestCard): Promise<void> {
    return fillCard(this.page, card, { element: this.type as CardForm });
  }

  /** The error the form shows now, as the kit reads it (null when there is none). */
  error(): Promise<string | null> {
    return readElementError(this.page, { element: this.type as CardForm });
  }
}

export class PaymentElementFrame extends CardFormFrame {
  constructor(page: Page) {
    super(page, '#payment-element', 'payment');
  }
}

export class CardElementFrame extends CardFormFrame {
  constructor(page: Page) {
    super(page, '#card-element', 'card');
  }
}

/** The three split fields: each is its own frame, in one group. */
export class SplitCardFrames {
  readonly number: ElementFrame;
  readonly expiry: ElementFrame;
  readonly cvc: ElementFrame;

  constructor(readonly page: Page) {
    this.number = new ElementFrame(page, '#card-number-element', 'cardNumber');
    this.expiry = new ElementFrame(page, '#card-expiry-element', 'cardExpiry');
    this.cvc = new ElementFrame(page, '#card-cvc-element', 'cardCvc');
  }

  fill(card: TestCard): Promise<void> {
    return fillCard(this.page, card, { element: 'split' });
  }

  error(): Promise<string | null> {
    return readElementError(this.page, { element: 'split' });
  }
}
