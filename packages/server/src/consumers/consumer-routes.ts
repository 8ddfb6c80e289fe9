import { Hono } from 'hono';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { consumerCaller, consumerCalls } from './consumer-middleware.js';
import {
  CONFIRM_VERIFICATION_SHAPE,
  LOOKUP_SHAPE,
  SESSION_CALL_SHAPE,
  SIGN_UP_SHAPE,
  START_VERIFICATION_SHAPE,
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
  });
