import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env.js';

/** Stripe's API answers JSON indented by two spaces, ending with a newline; so does Kassa. */
export function prettyJson(object: unknown): string {
  return `${JSON.stringify(object, null, 2)}\n`;
}

/** Makes c.json of this request (routes, error and not-found handlers alike) write prettyJson. */
export function usePrettyJson(c: Context<AppEnv>): void {
  const json: (...args: unknown[]) => Response = (object, arg, headers) => {
    c.header('Content-Type', 'application/json');
    return c.body(
      prettyJson(object),
      arg as ContentfulStatusCode,
      headers as Record<string, string>,
    );
  };
  c.json = json as Context<AppEnv>['json'];
}
