import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { prettyJson } from '../http/pretty-json.js';
import { type ChangeContext, VERSION_CHANGES, type VersionChange } from './changes.js';
import { isBefore, requestApiVersion } from './versions.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Gives every API object in a body (however deeply nested) the shape of the pinned version. */
async function undoChanges(
  value: unknown,
  changes: readonly VersionChange[],
  context: ChangeContext,
): Promise<void> {
  if (Array.isArray(value)) {
    for (const item of value) await undoChanges(item, changes, context);
    return;
  }
  if (!isRecord(value)) return;
  const kind = value.object;
  if (typeof kind === 'string') {
    for (const change of changes) {
      if (change.object === kind) await change.undo(value as never, context);
    }
  }
  for (const item of Object.values(value)) await undoChanges(item, changes, context);
}

/**
 * Stripe-Version: each request is answered in its header's version, or the account default
 * (KASSA_API_VERSION, else the latest). An unknown version is refused before anything runs.
 * Objects are built in the latest shape; this one layer turns them into older shapes. Browser
 * (publishable-key) calls are answered in their version too (Stripe.js v3 sends
 * `Stripe(pk, { apiVersion })` as Stripe-Version), but every change modelled so far touches only
 * fields a publishable view leaves out (a PaymentIntent's `charges`, a Charge's `refunds`, a
 * Customer), so their objects need no transform. A change to a field a publishable view shows
 * must drop the `keyKind` test below.
 */
export function versionedResponses(accountDefault: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const version = requestApiVersion(c.req.header('stripe-version'), accountDefault);
    c.set('apiVersion', version);
    await next();
    c.res.headers.set('Stripe-Version', version);
    const caller = c.get('caller');
    const changes = VERSION_CHANGES.filter((change) => isBefore(version, change.changedIn));
    if (changes.length === 0 || caller.keyKind !== 'secret') return;
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    if (c.res.status >= 400) return;
    const text = await c.res.text();
    const body: unknown = JSON.parse(text);
    await undoChanges(body, changes, { services: c.get('services'), account: caller.account });
    // Hono copies the old response's headers onto the new one, except its Content-Type.
    const type = c.res.headers.get('Content-Type') ?? 'application/json';
    c.res.headers.delete('Content-Length');
    c.res = new Response(prettyJson(body), {
      status: c.res.status,
      headers: { 'Content-Type': type },
    });
  };
}
