import { type Context, Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { declareAccess } from '../http/route-access.js';
import { type Params, parseParams, type Shape } from '../platform/schema.js';
import { consumerCaller, consumerCalls } from './consumer-middleware.js';
import {
  CONFIRM_VERIFICATION_SHAPE,
  CREATE_PAYMENT_DETAIL_SHAPE,
  CREATE_SHIPPING_ADDRESS_SHAPE,
  LIST_PAYMENT_DETAILS_SHAPE,
  LOOKUP_SHAPE,
  REGISTER_PASSKEY_SHAPE,
  REMOVE_SHAPE,
  SESSION_CALL_SHAPE,
  SHARE_SHAPE,
  SIGN_UP_SHAPE,
  START_VERIFICATION_SHAPE,
  UPDATE_PAYMENT_DETAIL_SHAPE,
  UPDATE_SHIPPING_ADDRESS_SHAPE,
} from './consumer-params.js';

/**
 * One consumer call: its parameters checked against the shape, then who makes it and the
 * session secret its credentials carry (every route read these the same way).
 */
async function consumerCall<S extends Shape>(c: Context<AppEnv>, shape: S) {
  const params: Params<S> = parseParams(callParams(await requestParams(c)), shape);
  const caller = await consumerCaller(c);
  const { credentials } = params as { credentials?: { consumer_session_client_secret?: string } };
  return { params, caller, secret: credentials?.consumer_session_client_secret };
}

/**
 * The wallet's consumer calls (spec 001 §7), under /v1/consumers: only the provider's frames
 * make them (no other page may read a consumer session), and no Idempotency-Key replays them
 * (their rate limits and wrong-code counts must commit even when the call fails, which one
 * transaction with the idempotency record would roll back).
 */
export const consumerRoutes = new Hono<AppEnv>()
  .use('*', declareAccess({ callers: 'provider-frames', replayable: false }), consumerCalls)
  .post('/sessions/lookup', async (c) => {
    const { params, caller } = await consumerCall(c, LOOKUP_SHAPE);
    return c.json(await c.get('services').consumers.lookup(caller, params));
  })
  .post('/sessions/start_verification', async (c) => {
    const { params, caller, secret } = await consumerCall(c, START_VERIFICATION_SHAPE);
    const { consumers, passkeys } = c.get('services');
    return c.json(
      params.type === 'WEBAUTHN'
        ? await passkeys.startSignIn(caller, secret)
        : await consumers.startVerification(caller, params, secret),
    );
  })
  .post('/sessions/confirm_verification', async (c) => {
    const { params, caller, secret } = await consumerCall(c, CONFIRM_VERIFICATION_SHAPE);
    const { consumers, passkeys } = c.get('services');
    return c.json(
      params.type === 'WEBAUTHN'
        ? await passkeys.confirmSignIn(caller, secret, params.webauthn_credential_data)
        : await consumers.confirmVerification(caller, params, secret),
    );
  })
  .post('/sessions/log_out', async (c) => {
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').consumers.logOut(caller, secret));
  })
  .post('/sessions/extend', async (c) => {
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').consumers.extend(caller, secret));
  })
  .post('/accounts/sign_up', async (c) => {
    const { params, caller } = await consumerCall(c, SIGN_UP_SHAPE);
    return c.json(await c.get('services').consumers.signUp(caller, params));
  })
  .post('/passkeys/registration_options', async (c) => {
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').passkeys.registrationOptions(caller, secret));
  })
  .post('/passkeys/register', async (c) => {
    const { params, caller, secret } = await consumerCall(c, REGISTER_PASSKEY_SHAPE);
    return c.json(
      await c.get('services').passkeys.register(caller, secret, params.credential ?? ''),
    );
  })
  .post('/accounts/delete', async (c) => {
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').consumers.deleteAccount(caller, secret));
  })
  .post('/link_account_sessions', async (c) => {
    // A bank-linking session whose account the wallet saves (bank_account[financial_connections_account]).
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').wallet.linkAccountSession(caller, secret));
  })
  .post('/payment_details', async (c) => {
    const { params, caller } = await consumerCall(c, CREATE_PAYMENT_DETAIL_SHAPE);
    return c.json(await c.get('services').wallet.createPaymentDetail(caller, params));
  })
  .post('/payment_details/list', async (c) => {
    const { params, caller, secret } = await consumerCall(c, LIST_PAYMENT_DETAILS_SHAPE);
    return c.json(await c.get('services').wallet.listPaymentDetails(caller, secret, params.types));
  })
  .post('/payment_details/share', async (c) => {
    const { params, caller } = await consumerCall(c, SHARE_SHAPE);
    return c.json(await c.get('services').wallet.share(caller, params));
  })
  .post('/payment_details/:id', async (c) => {
    const { params, caller } = await consumerCall(c, UPDATE_PAYMENT_DETAIL_SHAPE);
    return c.json(
      await c.get('services').wallet.updatePaymentDetail(caller, c.req.param('id'), params),
    );
  })
  .delete('/payment_details/:id', async (c) => {
    const { caller, secret } = await consumerCall(c, REMOVE_SHAPE);
    return c.json(
      await c.get('services').wallet.removePaymentDetail(caller, c.req.param('id'), secret),
    );
  })
  .post('/shipping_addresses', async (c) => {
    const { params, caller } = await consumerCall(c, CREATE_SHIPPING_ADDRESS_SHAPE);
    return c.json(await c.get('services').wallet.createShippingAddress(caller, params));
  })
  .post('/shipping_addresses/list', async (c) => {
    const { caller, secret } = await consumerCall(c, SESSION_CALL_SHAPE);
    return c.json(await c.get('services').wallet.listShippingAddresses(caller, secret));
  })
  .post('/shipping_addresses/:id', async (c) => {
    const { params, caller, secret } = await consumerCall(c, UPDATE_SHIPPING_ADDRESS_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.updateShippingAddress(caller, c.req.param('id'), secret, params.is_default),
    );
  })
  .delete('/shipping_addresses/:id', async (c) => {
    const { caller, secret } = await consumerCall(c, REMOVE_SHAPE);
    return c.json(
      await c.get('services').wallet.removeShippingAddress(caller, c.req.param('id'), secret),
    );
  });
