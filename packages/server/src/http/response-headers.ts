import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';
import type { AppEnv } from './env.js';

/**
 * Runs the rest of the request and gives whatever response it ends with these headers.
 *
 * Under @hono/node-server they go straight onto the Node response before the route runs: a
 * finished hono Response touched afterwards (`c.res.headers.set`) is rebuilt around a web
 * Headers object, which costs more than the rest of a small request's response building.
 * Node merges them with the headers the response is written with. In-process requests
 * (app.fetch, tests) have no Node response; there they are set on the finished Response.
 */
export async function withResponseHeaders(
  c: Context<AppEnv>,
  headers: Readonly<Record<string, string>>,
  next: Next,
): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    await next();
    return;
  }
  await next();
  for (const name in headers) c.res.headers.set(name, headers[name] as string);
}
