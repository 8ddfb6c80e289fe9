type Intent = Record<string, unknown>;

const REDIRECT_STATUS: Record<string, string> = {
  succeeded: 'succeeded',
  requires_capture: 'succeeded',
  processing: 'processing',
  requires_payment_method: 'failed',
  canceled: 'failed',
};

/** Where a confirmed intent sends the buyer when a bank or wallet page must be visited first. */
export function nextActionUrl(intent: Intent): string | null {
  const next = intent.next_action as { type?: unknown; redirect_to_url?: { url?: unknown } } | null;
  if (intent.status !== 'requires_action' || next?.type !== 'redirect_to_url') return null;
  const url = next.redirect_to_url?.url;
  return typeof url === 'string' ? url : null;
}

/**
 * The return_url with the parameters Stripe.js appends: `payment_intent` (or `setup_intent`),
 * its client secret and `redirect_status`.
 */
export function returnUrlFor(returnUrl: string, kind: 'payment' | 'setup', intent: Intent): string {
  const url = new URL(returnUrl);
  const prefix = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  url.searchParams.set(prefix, String(intent.id));
  url.searchParams.set(`${prefix}_client_secret`, String(intent.client_secret));
  url.searchParams.set('redirect_status', REDIRECT_STATUS[String(intent.status)] ?? 'succeeded');
  return url.toString();
}
