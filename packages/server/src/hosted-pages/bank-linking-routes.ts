import { type Context, Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import {
  LINK_COMPLETE_SHAPE,
  LINK_CREATE_SHAPE,
  LINK_INSTITUTION_SHAPE,
  LINK_MANUAL_SHAPE,
  LINK_SECRET_SHAPE,
} from '../financial-connections/financial-connection-params.js';
import type { LinkOutcome } from '../financial-connections/financial-connection-service.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams, type Shape } from '../platform/schema.js';
import { viewerOf } from './page-attempt-routes.js';

// The bank-linking dialog's calls (Stripe.js's collectBankAccountFor…, collectBankAccountToken,
// collectFinancialConnectionsAccounts), with the publishable key and the session's client
// secret: start a session for an intent, pick a bank, link accounts or type the numbers, close.

const OPEN = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function read<S extends Shape>(c: Context<AppEnv>, shape: S) {
  return parseParams(callParams(await requestParams(c)), shape);
}

/** A finished session's PaymentMethod goes on its intent, which then awaits confirmation. */
async function attach(c: Context<AppEnv>, outcome: LinkOutcome): Promise<void> {
  const method = outcome.paymentMethod;
  if (method === null) return;
  const services = c.get('services');
  const account = c.get('caller').account;
  if (outcome.row.payment_intent_id !== null) {
    await services.paymentIntentChanges.update(account, outcome.row.payment_intent_id, {
      payment_method: method.id,
    });
  } else if (outcome.row.setup_intent_id !== null) {
    await services.setupIntents.update(account, outcome.row.setup_intent_id, {
      payment_method: method.id,
    });
  }
}

export const bankLinkingRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const params = await read(c, LINK_CREATE_SHAPE);
    const services = c.get('services');
    const viewer = viewerOf(c);
    const trusted = { account: viewer.account, publishable: false };
    if ((params.payment_intent === undefined) === (params.setup_intent === undefined)) {
      throw new ApiError(
        'parameter_missing',
        'You must provide exactly one of payment_intent or setup_intent.',
        { param: 'payment_intent' },
      );
    }
    const billingDetails = {
      name: params.billing_details?.name,
      email: params.billing_details?.email,
    };
    let intent: { status: string; customer?: unknown; payment_method_types: string[] };
    if (params.payment_intent !== undefined) {
      // Checks the client secret as Stripe.js's retrieve would, then reads the whole intent.
      await services.paymentIntents.retrieve(viewer, params.payment_intent, params.client_secret);
      intent = await services.paymentIntents.retrieve(trusted, params.payment_intent, undefined);
    } else {
      const id = params.setup_intent ?? '';
      await services.setupIntents.retrieve(viewer, id, params.client_secret);
      intent = await services.setupIntents.retrieve(trusted, id, undefined);
    }
    const kind = params.payment_intent !== undefined ? 'payment_intent' : 'setup_intent';
    if (!OPEN.has(intent.status)) {
      throw new ApiError(
        `${kind}_unexpected_state`,
        `You cannot collect a bank account for this ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} because it has a status of ${intent.status}.`,
        { param: kind },
      );
    }
    if (!intent.payment_method_types.includes('us_bank_account')) {
      throw new ApiError(
        `${kind}_invalid_parameter`,
        `The ${kind === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}'s payment_method_types do not include us_bank_account.`,
        { param: 'payment_method_type' },
      );
    }
    const customer = typeof intent.customer === 'string' ? intent.customer : null;
    const session = await services.financialConnections.createForIntent(viewer.account, {
      ...(params.payment_intent !== undefined
        ? { paymentIntent: params.payment_intent }
        : { setupIntent: params.setup_intent ?? '' }),
      customer,
      billingDetails,
    });
    return c.json(session);
  })
  .get('/session', async (c) => {
    const params = await read(c, LINK_SECRET_SHAPE);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.linkingView(viewerOf(c).account, params.client_secret ?? ''),
    );
  })
  .post('/institution', async (c) => {
    const params = await read(c, LINK_INSTITUTION_SHAPE);
    const { financialConnections } = c.get('services');
    return c.json(
      await financialConnections.institutionAccounts(
        viewerOf(c).account,
        params.client_secret ?? '',
        params.institution ?? '',
      ),
    );
  })
  .post('/complete', async (c) => {
    const params = await read(c, LINK_COMPLETE_SHAPE);
    const outcome = await c.get('services').financialConnections.link(viewerOf(c).account, params);
    await attach(c, outcome);
    return c.json({ status: 'succeeded', session: outcome.session });
  })
  .post('/manual', async (c) => {
    const params = await read(c, LINK_MANUAL_SHAPE);
    const outcome = await c
      .get('services')
      .financialConnections.manual(viewerOf(c).account, params);
    await attach(c, outcome);
    return c.json({ status: 'succeeded', session: outcome.session });
  })
  .post('/cancel', async (c) => {
    const params = await read(c, LINK_SECRET_SHAPE);
    const { financialConnections } = c.get('services');
    const row = await financialConnections.cancel(viewerOf(c).account, params.client_secret ?? '');
    return c.json({ status: row.status, session: row.data });
  })
  .post('/token', async (c) => {
    // collectBankAccountToken: a bank_account token of the account the session linked.
    const params = await read(c, LINK_SECRET_SHAPE);
    const services = c.get('services');
    const account = viewerOf(c).account;
    const bank = await services.financialConnections.linkedBankAccount(
      account,
      params.client_secret ?? '',
    );
    const token = await services.tokens.create(account, { bank_account: bank }, null);
    return c.json(token);
  });
