/** What the shop shows; the server holds the same price and is the one that charges it. */
export const PRODUCT_DISPLAY = {
  name: 'Kassa T-shirt',
  description: 'Organic cotton, printed with the Kassa logo.',
  amount: 2500,
  currency: 'usd',
} as const;
