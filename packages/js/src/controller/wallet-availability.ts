import { asString } from '@kassa/protocol';
import type { ApiClient, ApiResult } from './api-client.js';
import type { GroupState } from './group-state.js';

/**
 * Whether the group's wallet is offered (spec 001 §6's gates): no when a Payment Element of the
 * group sets `wallets: { link: 'never' }` (`merchant_disabled_link_in_session`), else as
 * elements/wallet-config answers (the account's gates and the page's domain, with spec 001
 * §8's reason). A call that fails for good offers no wallet, told no reason.
 */
export type WalletAvailability = { available: true } | { available: false; reason: string | null };

/** Spec 001 §9: wallet config is retried up to 2 times on fetch errors. */
export const WALLET_CONFIG_RETRIES = 2;

/** The group's availability, asked of the provider once per group (a failure is asked again). */
export function walletAvailability(
  api: ApiClient,
  group: GroupState,
  referrerHost: string | undefined,
): Promise<WalletAvailability> {
  if (group.linkNever === true) {
    return Promise.resolve({ available: false, reason: 'merchant_disabled_link_in_session' });
  }
  group.walletAvailability ??= askWalletConfig(api, group, referrerHost);
  return group.walletAvailability;
}

async function askWalletConfig(
  api: ApiClient,
  group: GroupState,
  referrerHost: string | undefined,
): Promise<WalletAvailability> {
  const { amount, currency } = group.options;
  const params = {
    referrer_host: referrerHost,
    request_surface: 'web_link_authentication_in_payment_element',
    link_authentication: true,
    ...(typeof amount === 'number' ? { amount } : {}),
    ...(typeof currency === 'string' ? { currency } : {}),
  };
  let result: ApiResult = await api.get('elements/wallet-config', params);
  // Only a fetch that never reached the provider (status 0) is tried again.
  for (let retry = 0; !result.ok && result.status === 0 && retry < WALLET_CONFIG_RETRIES; retry++) {
    result = await api.get('elements/wallet-config', params);
  }
  if (!result.ok) {
    group.walletAvailability = undefined;
    return { available: false, reason: null };
  }
  if (result.body.link_available === true) return { available: true };
  return { available: false, reason: asString(result.body.link_unavailable_reason) ?? null };
}
