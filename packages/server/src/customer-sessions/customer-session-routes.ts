import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { requireSecretKey } from '../http/auth.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import {
  type ComponentsInput,
  type FeaturesInput,
  REDISPLAY_LIMIT_MAX,
} from './customer-session-object.js';
import {
  badRedisplayFilter,
  badRedisplayLimit,
  CREATE_CUSTOMER_SESSION_SHAPE,
} from './customer-session-params.js';

export const customerSessionRoutes = new Hono<AppEnv>().post('/', requireSecretKey, async (c) => {
  const params = parseParams(callParams(await requestParams(c)), CREATE_CUSTOMER_SESSION_SHAPE);
  const components = params.components ?? {};
  const features = components.payment_element?.features as FeaturesInput | undefined;
  const bad = badRedisplayFilter(features?.payment_method_allow_redisplay_filters);
  if (bad >= 0) {
    const param = `components[payment_element][features][payment_method_allow_redisplay_filters][${bad}]`;
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${param}: must be one of always, limited, unspecified`,
      { param },
    );
  }
  if (badRedisplayLimit(features?.payment_method_redisplay_limit)) {
    throw new ApiError(
      'parameter_invalid_integer',
      `Invalid components[payment_element][features][payment_method_redisplay_limit]: must be between 1 and ${REDISPLAY_LIMIT_MAX}`,
      { param: 'components[payment_element][features][payment_method_redisplay_limit]' },
    );
  }
  const sessions = c.get('services').customerSessions;
  return c.json(
    await sessions.create(c.get('caller').account, params.customer ?? '', {
      ...components,
      ...(components.payment_element
        ? { payment_element: { enabled: components.payment_element.enabled ?? false, features } }
        : {}),
    } as ComponentsInput),
  );
});
