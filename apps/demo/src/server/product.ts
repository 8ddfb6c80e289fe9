/** The one thing the shop sells. Prices live on the server: the browser never sets an amount. */
export const PRODUCT = {
  id: 'kassa-tee',
  name: 'Kassa T-shirt',
  description: 'Organic cotton, printed with the Kassa logo.',
  amount: 2500,
  currency: 'usd',
} as const;
