import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { StoreLockError } from '../store/store.js';
import type { AppEnv } from './env.js';

function render(c: Context<AppEnv>, error: ApiError): Response {
  return c.json({ error: error.toBody() }, error.status as 400);
}

/** Every failure answers Stripe's JSON envelope; only genuine faults become api_error 500s. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return render(c, error);
  if (error instanceof StoreLockError) {
    return render(
      c,
      new ApiError(
        'lock_timeout',
        'This object cannot be accessed right now because another API request is currently accessing it. If you see this error intermittently, retry the request.',
      ),
    );
  }
  c.get('logger')?.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed`, error);
  return render(
    c,
    new ApiError(
      'api_error',
      'An unexpected error occurred on the server. The request was logged.',
    ),
  );
};

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  render(
    c,
    new ApiError('route_missing', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`),
  );
