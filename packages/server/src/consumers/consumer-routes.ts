import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
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

/** The wallet's consumer calls (spec 001 §7), under /v1/consumers. */
export const consumerRoutes = new Hono<AppEnv>()
  .use('*', consumerCalls)
  .post('/sessions/lookup', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LOOKUP_SHAPE);
    return c.json(await c.get('services').consumers.lookup(await consumerCaller(c), params));
  })
  .post('/sessions/start_verification', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), START_VERIFICATION_SHAPE);
    const secret = params.credentials?.consumer_session_client_secret;
    if (params.type === 'WEBAUTHN') {
      return c.json(await c.get('services').passkeys.startSignIn(await consumerCaller(c), secret));
    }
    return c.json(
      await c
        .get('services')
        .consumers.startVerification(
          await consumerCaller(c),
          params,
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/sessions/confirm_verification', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CONFIRM_VERIFICATION_SHAPE);
    if (params.type === 'WEBAUTHN') {
      return c.json(
        await c
          .get('services')
          .passkeys.confirmSignIn(
            await consumerCaller(c),
            params.credentials?.consumer_session_client_secret,
            params.webauthn_credential_data,
          ),
      );
    }
    return c.json(
      await c
        .get('services')
        .consumers.confirmVerification(
          await consumerCaller(c),
          params,
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/sessions/log_out', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_CALL_SHAPE);
    return c.json(
      await c
        .get('services')
        .consumers.logOut(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/sessions/extend', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_CALL_SHAPE);
    return c.json(
      await c
        .get('services')
        .consumers.extend(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/accounts/sign_up', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SIGN_UP_SHAPE);
    return c.json(await c.get('services').consumers.signUp(await consumerCaller(c), params));
  })
  .post('/passkeys/registration_options', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_CALL_SHAPE);
    return c.json(
      await c
        .get('services')
        .passkeys.registrationOptions(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/passkeys/register', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), REGISTER_PASSKEY_SHAPE);
    return c.json(
      await c
        .get('services')
        .passkeys.register(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
          params.credential ?? '',
        ),
    );
  })
  .post('/accounts/delete', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_CALL_SHAPE);
    return c.json(
      await c
        .get('services')
        .consumers.deleteAccount(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/payment_details', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_PAYMENT_DETAIL_SHAPE);
    return c.json(
      await c.get('services').wallet.createPaymentDetail(await consumerCaller(c), params),
    );
  })
  .post('/payment_details/list', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), LIST_PAYMENT_DETAILS_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.listPaymentDetails(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/payment_details/share', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SHARE_SHAPE);
    return c.json(await c.get('services').wallet.share(await consumerCaller(c), params));
  })
  .post('/payment_details/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), UPDATE_PAYMENT_DETAIL_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.updatePaymentDetail(await consumerCaller(c), c.req.param('id'), params),
    );
  })
  .delete('/payment_details/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), REMOVE_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.removePaymentDetail(
          await consumerCaller(c),
          c.req.param('id'),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/shipping_addresses', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), CREATE_SHIPPING_ADDRESS_SHAPE);
    return c.json(
      await c.get('services').wallet.createShippingAddress(await consumerCaller(c), params),
    );
  })
  .post('/shipping_addresses/list', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), SESSION_CALL_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.listShippingAddresses(
          await consumerCaller(c),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  })
  .post('/shipping_addresses/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), UPDATE_SHIPPING_ADDRESS_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.updateShippingAddress(
          await consumerCaller(c),
          c.req.param('id'),
          params.credentials?.consumer_session_client_secret,
          params.is_default,
        ),
    );
  })
  .delete('/shipping_addresses/:id', async (c) => {
    const params = parseParams(callParams(await requestParams(c)), REMOVE_SHAPE);
    return c.json(
      await c
        .get('services')
        .wallet.removeShippingAddress(
          await consumerCaller(c),
          c.req.param('id'),
          params.credentials?.consumer_session_client_secret,
        ),
    );
  });
