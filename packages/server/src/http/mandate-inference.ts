import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.js';

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : undefined;

// In-process requests (tests) have no socket: they come from this machine.
function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

/**
 * mandate_data as Stripe.js's confirm leaves it: from the publishable key, the acceptance is
 * online and its address and browser are the caller's (when not given, or asked for with
 * `online[infer_from_client]`). A secret-key caller must say who accepted, and how.
 */
export function inferredMandateData(c: Context<AppEnv>, given: unknown): unknown {
  if (c.get('caller').keyKind !== 'publishable') return given;
  const acceptance = asObject(asObject(given)?.customer_acceptance);
  const online = asObject(acceptance?.online);
  const infer = online?.infer_from_client;
  if (given !== undefined && infer !== true && infer !== 'true') return given;
  return {
    customer_acceptance: {
      ...acceptance,
      type: 'online',
      online: {
        ip_address: clientAddress(c),
        user_agent: c.req.header('user-agent') ?? 'unknown',
      },
    },
  };
}
