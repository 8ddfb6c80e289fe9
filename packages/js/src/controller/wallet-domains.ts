import type { JsonObject, WalletDomainsRequest } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';

/**
 * The wallets paymentRequest().canMakePayment() may not offer on the merchant page's host:
 * the elements session's `unverified_payment_methods_on_domain`, asked for a card setup in the
 * request's currency (the lightest session; the domains do not depend on the amount). When the
 * lookup fails Apple Pay is treated as unavailable and the others as available (spec 000 §8).
 */
export async function walletDomains(
  api: ApiClient,
  referrerHost: string | undefined,
  request: WalletDomainsRequest,
): Promise<JsonObject> {
  const result = await api.get('elements/sessions', {
    referrer_host: referrerHost,
    deferred_intent: {
      mode: 'setup',
      currency: request.currency,
      payment_method_types: ['card'],
    },
  });
  const listed = result.ok ? result.body.unverified_payment_methods_on_domain : undefined;
  if (!Array.isArray(listed)) return { unverified: ['apple_pay'] };
  return { unverified: listed.filter((name): name is string => typeof name === 'string') };
}
