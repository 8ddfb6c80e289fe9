import { DEMO_URL, PROVIDER_URL, SECRET_KEY } from './e2e-env.js';

export interface IntentState {
  id: string;
  status: string;
  amount: number;
  last_payment_error: { code?: string; decline_code?: string; message?: string } | null;
}

/** Reads a PaymentIntent straight from the provider's API with the secret key, as a merchant would. */
export async function readIntent(id: string): Promise<IntentState> {
  const response = await fetch(`${PROVIDER_URL}/v1/payment_intents/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  if (!response.ok)
    throw new Error(
      `GET /v1/payment_intents/${id} answered ${response.status}: ${await response.text()}`,
    );
  return (await response.json()) as IntentState;
}

/** The same intent as the shop's back end (the official stripe SDK) reads it. */
export async function readIntentThroughShop(
  id: string,
): Promise<{ status: string; amount: number }> {
  const response = await fetch(`${DEMO_URL}/api/payment-intents/${encodeURIComponent(id)}`);
  if (!response.ok)
    throw new Error(`the shop answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { status: string; amount: number };
}
