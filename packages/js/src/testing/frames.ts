import { ELEMENT_FRAMES, type ElementType } from '@kassa/protocol';
import type { FrameLocatorLike, PageLike } from './playwright-like.js';

/** Element types whose frames the kit finds: every type Kassa builds. */
export type KitElementType = ElementType;

/** How a test asks for the card form: the Payment Element, the Card Element or split fields. */
export type CardForm = 'payment' | 'card' | 'split';

export const SPLIT_TYPES = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;

/**
 * The CSS selector of an element's iframe on the merchant page. Element frames are served from
 * `/frames/<page>.html?v=<version>#<id>?…&type=<elementType>&…`, the version only from the
 * loader the provider serves (see buildFrameUrl in @kassa/protocol): the selector takes both.
 */
export function frameSelector(type: KitElementType): string {
  const page = ELEMENT_FRAMES[type];
  // The split card fields share one page, as do the bank elements; the type in the URL tells
  // them apart.
  const shared = Object.values(ELEMENT_FRAMES).filter((other) => other === page).length > 1;
  const sameType = shared ? `[src*="type=${type}&"]` : '';
  return `iframe[name^="__kassaFrame-"][src*="/frames/${page}.html"]${sameType}`;
}

/**
 * The frame of the element of this type (the first, when a page mounts several). It is the
 * page's own frame locator type, so with Playwright it is a full `FrameLocator`.
 */
export function frameFor<F extends FrameLocatorLike>(
  page: { frameLocator(selector: string): F },
  type: KitElementType,
): F {
  return page.frameLocator(`${frameSelector(type)} >> nth=0`);
}

/** The frames a card form of this kind is made of, in reading order. */
export function framesOf(page: PageLike, form: CardForm): FrameLocatorLike[] {
  if (form === 'split') return SPLIT_TYPES.map((type) => frameFor(page, type));
  return [frameFor(page, form)];
}
