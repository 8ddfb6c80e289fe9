import { returnUrlRequired } from '../intents/intent-method-types.js';
import {
  consumeBankAuthorization,
  insertBankRedirect,
} from '../page-attempts/bank-redirect-attempts.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { SetupConfirmResult } from './setup-confirm-result.js';
import type { SetupIntentObject } from './setup-intent-object.js';
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
