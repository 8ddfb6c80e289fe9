import { MIGRATIONS, type Migration } from './migrations/index.js';
import type { Store } from './store.js';

// Arbitrary constant shared by every Kassa process: only one of them migrates at a time.
const MIGRATION_LOCK = 4_242_001;

/** Applies the migrations not yet recorded, in order, under an advisory lock. */
export async function migrate(
  store: Store,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS kassa_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM kassa_migrations');
    const applied = new Set(done.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await runScript(tx, migration.sql);
      await tx.query('INSERT INTO kassa_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}

// Prepared statements take one command each, so a script runs statement by statement.
async function runScript(tx: Pick<Store, 'query'>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*$/m)) {
    if (statement.trim()) await tx.query(statement);
  }
}
