import type { WebhookEndpointObject } from '../events/event-object.js';
import type { Queryable } from '../store/store.js';

// The one module that writes webhook_endpoints and reads an endpoint by id. The event's job
// fan-out and the delivery claim (events/webhook-job-rows.ts) also read the table, joined in
// their one statement: events/ is listed before webhooks/ and cannot call this module.

const SELECT_SQL = 'SELECT data FROM webhook_endpoints WHERE id = $1 AND account_id = $2';

export async function findWebhookEndpoint(
  db: Queryable,
  accountId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WebhookEndpointObject | null> {
  const rows = await db.query<{ data: WebhookEndpointObject }>(
    options.lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, accountId],
  );
  return rows[0]?.data ?? null;
}

export async function insertWebhookEndpoint(
  db: Queryable,
  accountId: string,
  endpoint: WebhookEndpointObject,
  secret: string,
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_endpoints (id, account_id, status, enabled_events, secret, data)
     VALUES ($1, $2, $3, $4::text[], $5, $6::jsonb)`,
    [
      endpoint.id,
      accountId,
      endpoint.status,
      endpoint.enabled_events,
      secret,
      JSON.stringify(endpoint),
    ],
  );
}

export async function updateWebhookEndpoint(
  db: Queryable,
  endpoint: WebhookEndpointObject,
): Promise<void> {
  await db.query(
    `UPDATE webhook_endpoints SET status = $2, enabled_events = $3::text[], data = $4::jsonb
     WHERE id = $1`,
    [endpoint.id, endpoint.status, endpoint.enabled_events, JSON.stringify(endpoint)],
  );
}

export async function deleteWebhookEndpoint(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
}
