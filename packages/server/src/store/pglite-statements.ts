import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Row } from './store.js';

// PGlite's query() parses and plans its SQL on every call (an unnamed statement, six calls into
// the engine). For the large statements of a payment (CTEs that write intent, charge, events
// and webhook jobs at once) that planning costs several times the execution, so statements
// that run again and again are prepared once under a name (as the PostgreSQL adapter does) and
// then only bound and executed, in one call into the engine.

// Statements the plan cache is worth it for; DDL and one-off commands go through query().
const PREPARABLE = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
// Dynamic SQL (list filters) yields a bounded but open set of texts: past this, plan per call.
const MAX_PREPARED = 1000;

type Message = Parameters<typeof parse.parseResults>[0][number];

interface Prepared {
  readonly name: string;
  /** Parameter type oids, as PostgreSQL inferred them: they pick each value's serializer. */
  readonly types: readonly number[];
  /** The columns every run answers with (none for a statement without rows): described once. */
  readonly rowDescription: Message | undefined;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PgliteStatements {
  readonly #db: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  // Never reused, even if a preparation failed halfway and left its name taken.
  #nextName = 0;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** Whether run() takes this SQL; the rest goes through PGlite's own query(). */
  accepts(sql: string): boolean {
    return this.#prepared.has(sql) || (this.#prepared.size < MAX_PREPARED && PREPARABLE.test(sql));
  }

  /**
   * Binds and executes the prepared statement (preparing it first if new). The caller keeps
   * statements of different transactions from interleaving. inTransaction skips the file sync
   * PGlite makes after a statement outside a transaction, as its own transaction() does.
   */
  async run<R extends Row>(sql: string, params: readonly unknown[], inTransaction: boolean) {
    const statement = this.#prepared.get(sql) ?? (await this.#prepare(sql));
    const db = this.#db;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return (parse.parseResults(described, db.parsers)[0]?.rows ?? []) as R[];
  }

  async #prepare(sql: string): Promise<Prepared> {
    const name = `kassa_${this.#nextName++}`;
    const { messages } = await this.#db.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#prepared.set(sql, prepared);
    return prepared;
  }
}
