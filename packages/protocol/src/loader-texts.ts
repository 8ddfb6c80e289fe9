/**
 * English texts the loader puts on the merchant page: each element frame's `title` and the
 * accessible name of the modal the controller asks it to open. Every other locale's are the
 * `loader` part of its module (@kassa/elements' `i18n/locales/`): the controller, which loads
 * that module anyway for declines, sends them with its answer to `element-mount` and
 * `elements-update` and with `challenge-open`, so the loader carries no translation. (The loader
 * names a frame in English from the moment it creates it, with these words built into
 * loader/element.ts; its test holds them equal to these.) Stripe's frame titles read
 * `Secure … input frame`, naming the field.
 */
export const FRAME_TITLES_EN = {
  'frameTitle.payment': 'Secure payment input frame',
  'frameTitle.card': 'Secure card payment input frame',
  'frameTitle.cardNumber': 'Secure card number input frame',
  'frameTitle.cardExpiry': 'Secure expiration date input frame',
  'frameTitle.cardCvc': 'Secure CVC input frame',
  'frameTitle.linkAuthentication': 'Secure email input frame',
} as const;

/** The names of the modal the controller asks the loader to open. */
export const MODAL_NAMES_EN = {
  'modal.threeDSecure': '3D Secure authentication',
  'modal.paymentInstructions': 'Payment instructions',
} as const;

export type LoaderTextKey = keyof typeof FRAME_TITLES_EN | keyof typeof MODAL_NAMES_EN;

/**
 * The title of an element type's frame in `texts` (a locale's `loader` part; English by
 * default): its field's own, else the Payment Element's generic one.
 */
export function frameTitle(
  elementType: string,
  texts: Readonly<Record<string, string | undefined>> = FRAME_TITLES_EN,
): string {
  return (
    texts[`frameTitle.${elementType}`] ??
    texts['frameTitle.payment'] ??
    FRAME_TITLES_EN['frameTitle.payment']
  );
}
