/** Element types that `elements.create()` knows. Each maps to the frame page that renders it. */
export const ELEMENT_FRAMES = {
  payment: 'payment',
  card: 'card',
  cardNumber: 'card-field',
  cardExpiry: 'card-field',
  cardCvc: 'card-field',
} as const;

export type ElementType = keyof typeof ELEMENT_FRAMES;
export type FrameName = (typeof ELEMENT_FRAMES)[ElementType];

export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_FRAMES, value);
}

/** The `name` of the hidden controller iframe, so element frames can find it as a sibling. */
export function controllerFrameName(controllerId: string): string {
  return `__kassaController-${controllerId}`;
}
