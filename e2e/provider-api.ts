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

/** A SetupIntent as the merchant reads it with the secret key. */
export async function readSetupIntent(
  id: string,
): Promise<{ id: string; status: string; payment_method: string | null }> {
  const response = await fetch(`${PROVIDER_URL}/v1/setup_intents/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${SECRET_KEY}` },
  });
  if (!response.ok)
    throw new Error(
      `GET /v1/setup_intents/${id} answered ${response.status}: ${await response.text()}`,
    );
  return (await response.json()) as { id: string; status: string; payment_method: string | null };
}

/** The shop's back end creates and confirms a PaymentIntent with a ConfirmationToken. */
export async function payWithConfirmationToken(
  confirmationToken: string,
): Promise<{ id?: string; status?: string; error?: { message: string } }> {
  const response = await fetch(`${DEMO_URL}/api/confirmation-token-payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ confirmationToken }),
  });
  return (await response.json()) as { id?: string; status?: string; error?: { message: string } };
}
