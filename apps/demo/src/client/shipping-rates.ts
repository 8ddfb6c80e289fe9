/**
 * The shipping rates of the shop's wallet checkouts, as the wallet sheet shows them; the shop's
 * server holds the prices (SHIPPING_RATES in server/payment-api.ts) and charges them.
 */
export const RATES = [
  { id: 'standard', label: 'Standard', detail: '3-5 days', amount: 0 },
  { id: 'express', label: 'Express', detail: 'Next day', amount: 1500 },
];

/** The same rates in the Express Checkout Element's shape. */
export const EXPRESS_RATES = RATES.map(({ id, label, amount }) => ({
  id,
  displayName: label,
  amount,
}));

/** The shop's server sets the intent's amount for the rate; answers the new total. */
export async function chargeRate(intentId: string, rate: string): Promise<number | null> {
  const response = await fetch(`/api/payment-intents/${intentId}/shipping-rate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rate }),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { amount: number }).amount;
}
