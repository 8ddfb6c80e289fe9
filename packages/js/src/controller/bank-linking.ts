import { INSTANT_VERIFICATION_INCOMPLETE_EN, parseClientSecret } from '@kassa/core';
import {
  type ConfirmRequest,
  integrationError,
  isJsonObject,
  type Json,
  type JsonObject,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import type { ChallengeRunner } from './challenge-runner.js';
import type { ActionContext } from './next-action.js';
import { errorResult } from './payload.js';
import { localiseShopperError } from './shopper-messages.js';

// Bank-account linking as Stripe.js runs it (Financial Connections): the controller starts a
// linking session, shows the provider's linking dialog in the loader's modal, and answers once
// the shopper is done with it. For an intent, the linked account (or the numbers typed by hand)
// is the intent's PaymentMethod and the answer is the intent, awaiting confirmation; a closed
// dialog answers the intent as it was, without an error, as Stripe.js does.

type Method =
  | 'collectBankAccountForPayment'
  | 'collectBankAccountForSetup'
  | 'collectBankAccountToken'
  | 'collectFinancialConnectionsAccounts';

const FOR_INTENT: Readonly<Record<string, 'payment' | 'setup'>> = {
  collectBankAccountForPayment: 'payment',
  collectBankAccountForSetup: 'setup',
};

/** The modal's name for assistive technology; the page inside it is translated. */
const DIALOG_TITLE = 'Link your bank account';

function isMethod(name: string | undefined): name is Method {
  return (
    name === 'collectBankAccountForPayment' ||
    name === 'collectBankAccountForSetup' ||
    name === 'collectBankAccountToken' ||
    name === 'collectFinancialConnectionsAccounts'
  );
}

/** The dialog's address: the session's page, with the secret and key it calls the API with. */
function dialogUrl(challenges: ChallengeRunner, api: ApiClient, id: string, secret: string) {
  const url = challenges.pageUrl(`/bank_linking/${encodeURIComponent(id)}`);
  url.searchParams.set('client_secret', secret);
  url.searchParams.set('key', api.key);
  return url.toString();
}

/**
 * Shows the dialog; a closed one ends its session (a finished session keeps its accounts).
 * True when the shopper linked an account (or typed its numbers).
 */
export async function runDialog(ctx: ActionContext, id: string, secret: string): Promise<boolean> {
  const challenges = ctx.challenges;
  let status: 'succeeded' | 'failed' = 'failed';
  if (challenges !== undefined) {
    status = await challenges.run(id, dialogUrl(challenges, ctx.api, id, secret), ctx.locale, {
      title: DIALOG_TITLE,
    });
  }
  if (status !== 'succeeded') {
    await ctx.api.post('link_account_sessions/cancel', { client_secret: secret });
  }
  return status === 'succeeded';
}

/**
 * The Payment Element's us_bank_account (its form asks for the holder's name and e-mail): at
 * the confirm, the linking dialog collects the account for the intent, which the confirm then
 * pays with. Null when the confirm carries no such method (or its numbers already); an error
 * result when the dialog could not start or the shopper closed it (Stripe's
 * instant_verification_incomplete); else the body now names the intent's new PaymentMethod.
 */
export async function linkBankForConfirm(
  ctx: ActionContext,
  kind: 'payment' | 'setup',
  secret: { id: string; clientSecret: string },
  body: JsonObject,
): Promise<JsonObject | null> {
  const data = body.payment_method_data;
  if (!isJsonObject(data) || data.type !== 'us_bank_account' || data.us_bank_account !== undefined)
    return null;
  const expected = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  const started = await ctx.api.post('link_account_sessions', {
    [expected]: secret.id,
    client_secret: secret.clientSecret,
    payment_method_type: 'us_bank_account',
    billing_details: isJsonObject(data.billing_details) ? data.billing_details : {},
  });
  if (!started.ok) return errorResult(started.error);
  const { id, client_secret: sessionSecret } = started.body;
  if (!(await runDialog(ctx, String(id), String(sessionSecret)))) {
    // Stripe's validation error, in the shopper's language like the element's own errors.
    const incomplete = {
      type: 'validation_error',
      code: 'instant_verification_incomplete',
      message: INSTANT_VERIFICATION_INCOMPLETE_EN,
    };
    return errorResult(await localiseShopperError(incomplete, ctx.locale, ctx.importLocale));
  }
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const intent = await ctx.api.get(
    `${path}/${secret.id}`,
    { client_secret: secret.clientSecret },
    2,
  );
  if (!intent.ok) return errorResult(intent.error);
  delete body.payment_method_data;
  body.payment_method = intent.body.payment_method ?? null;
  return null;
}

export async function collectBankAccount(
  ctx: ActionContext,
  request: ConfirmRequest,
): Promise<JsonObject> {
  const method = request.method;
  if (!isMethod(method)) throw integrationError('Unknown bank-account collection method.');
  const kind = FOR_INTENT[method];
  return kind === undefined
    ? collectForSession(ctx, method, request)
    : collectForIntent(ctx, method, kind, request);
}

/** collectBankAccountForPayment/ForSetup: the answer is the intent afterwards. */
async function collectForIntent(
  ctx: ActionContext,
  method: Method,
  kind: 'payment' | 'setup',
  request: ConfirmRequest,
): Promise<JsonObject> {
  const secret = parseClientSecret(request.clientSecret);
  const expected = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  if (secret === null || secret.type !== expected) {
    throw integrationError(`You must pass in a clientSecret when calling stripe.${method}().`);
  }
  const params = request.params ?? {};
  const data = isJsonObject(params.payment_method_data) ? params.payment_method_data : {};
  const billing = isJsonObject(data.billing_details) ? data.billing_details : {};
  const started = await ctx.api.post('link_account_sessions', {
    [expected]: secret.id,
    client_secret: secret.clientSecret,
    payment_method_type: params.payment_method_type ?? null,
    billing_details: billing,
  });
  if (!started.ok) return errorResult(started.error);
  const session = started.body;
  await runDialog(ctx, String(session.id), String(session.client_secret));
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const query: Record<string, Json> = { client_secret: secret.clientSecret };
  if (Array.isArray(params.expand)) query.expand = params.expand;
  const intent = await ctx.api.get(`${path}/${secret.id}`, query, 2);
  if (!intent.ok) return errorResult(intent.error);
  return { [kind === 'payment' ? 'paymentIntent' : 'setupIntent']: intent.body };
}

/**
 * collectFinancialConnectionsAccounts / collectBankAccountToken with the merchant's session:
 * the session with the accounts linked (none when the shopper closed the dialog) and, for a
 * token, a bank_account token of the linked account.
 */
async function collectForSession(
  ctx: ActionContext,
  method: Method,
  request: ConfirmRequest,
): Promise<JsonObject> {
  const secret = request.clientSecret ?? '';
  const viewed = await ctx.api.get('link_account_sessions/session', { client_secret: secret });
  if (!viewed.ok) return errorResult(viewed.error);
  await runDialog(ctx, String(viewed.body.id), secret);
  const after = await ctx.api.get('link_account_sessions/session', { client_secret: secret });
  if (!after.ok) return errorResult(after.error);
  const session = after.body.session;
  const result: JsonObject = { financialConnectionsSession: session ?? null };
  if (method !== 'collectBankAccountToken') return result;
  const linked =
    isJsonObject(session) && isJsonObject(session.accounts) && Array.isArray(session.accounts.data)
      ? session.accounts.data.length
      : 0;
  if (linked === 0) return result;
  const token = await ctx.api.post('link_account_sessions/token', { client_secret: secret });
  if (!token.ok) return errorResult(token.error);
  return { ...result, token: token.body };
}
