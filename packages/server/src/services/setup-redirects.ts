import type { PaymentMethodObject } from '../objects/payment-method.js';
import type { SetupIntentObject } from '../objects/setup-intent.js';
import type { Queryable } from '../store/store.js';
import type { Account } from './accounts.js';
import { consumeBankAuthorization, insertBankRedirect } from './bank-redirect-attempts.js';
import { returnUrlRequired } from './non-card-confirmation.js';
import type { SetupConfirmResult } from './setup-confirmation.js';
import { awaitSetupAction } from './three-d-secure-setup.js';

/**
 * A redirect method set up for later (iDEAL, Bancontact, Sofort): the buyer authorises at the
 * bank first, the SetupIntent waiting in requires_action; once they did, it goes through.
 */
export async function setupRedirectStep(
  tx: Queryable,
  account: Account,
  intent: SetupIntentObject,
  method: PaymentMethodObject,
  returnUrl: string | undefined,
  now: Date,
): Promise<SetupConfirmResult | undefined> {
  if (await consumeBankAuthorization(tx, account, intent.id, method.id)) return undefined;
  if (!returnUrl) throw returnUrlRequired('SetupIntent', method.type);
  const nextAction = await insertBankRedirect(tx, account, {
    intent: { id: intent.id, amount: null, currency: null },
    method,
    returnUrl,
    now,
  });
  return awaitSetupAction(tx, account, intent, nextAction, method.id);
}
