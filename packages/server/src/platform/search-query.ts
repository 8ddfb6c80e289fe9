import { ApiError } from '../errors/api-error.js';

// Stripe's search query language (the subset the catalogue's `/search` endpoints take):
//   clause  := ['-'] field op value
//   field   := name | "metadata['" key "']" | 'metadata["' key '"]'
//   op      := ':' | '~' | '>' | '<' | '>=' | '<='
//   value   := quoted string ('…' or "…", backslash escapes) | number | null
//   query   := clause { (' ' | ' AND ' | ' OR ') clause }     (AND and OR are never mixed)
// A space between clauses means AND; at most 10 clauses; no parentheses.

export type SearchOperator = ':' | '~' | '>' | '<' | '>=' | '<=';

export interface SearchClause {
  readonly field: string;
  /** The key of `metadata['key']`; undefined for other fields. */
  readonly metadataKey?: string | undefined;
  readonly operator: SearchOperator;
  readonly negated: boolean;
  /** A quoted string, an unquoted number, or null (`field:null`). */
  readonly value: string | number | null;
}

export interface SearchQuery {
  readonly join: 'AND' | 'OR';
  readonly clauses: readonly SearchClause[];
}

/** How a resource's field is searched: the kind decides the operators it takes. */
export type SearchField =
  | { readonly kind: 'string'; readonly column: string; readonly substring?: boolean }
  | { readonly kind: 'token'; readonly column: string }
  | { readonly kind: 'boolean'; readonly column: string }
  | { readonly kind: 'timestamp'; readonly column: string }
  | { readonly kind: 'metadata' };

export type SearchFields = Readonly<Record<string, SearchField>>;

const MAX_CLAUSES = 10;
const MIN_SUBSTRING = 3;

function queryError(message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param: 'query' });
}

class Scanner {
  position = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }

  skipSpaces(): boolean {
    const start = this.position;
    while (!this.done && /\s/.test(this.text[this.position] as string)) this.position += 1;
    return this.position > start;
  }

  peek(length = 1): string {
    return this.text.slice(this.position, this.position + length);
  }

  /** A quoted string from the current quote to its closing one, escapes resolved. */
  quoted(): string {
    const quote = this.text[this.position] as string;
    this.position += 1;
    let out = '';
    while (!this.done) {
      const char = this.text[this.position] as string;
      this.position += 1;
      if (char === '\\' && !this.done) {
        out += this.text[this.position];
        this.position += 1;
      } else if (char === quote) {
        return out;
      } else {
        out += char;
      }
    }
    throw queryError(
      `Unterminated string at position ${this.position}: every quoted value needs its closing ${quote}.`,
    );
  }

  fail(expected: string): never {
    const near = this.text.slice(this.position, this.position + 20);
    throw queryError(
      `Invalid query at position ${this.position}${near ? ` (near "${near}")` : ''}: expected ${expected}.`,
    );
  }
}

function parseField(scanner: Scanner): { field: string; metadataKey?: string } {
  const match = /^[a-z_][a-z0-9_.]*/i.exec(scanner.text.slice(scanner.position));
  if (!match) scanner.fail('a field name');
  scanner.position += match[0].length;
  const field = match[0];
  if (field === 'metadata' && scanner.peek() === '[') {
    scanner.position += 1;
    const quote = scanner.peek();
    if (quote !== "'" && quote !== '"')
      scanner.fail("a quoted metadata key, as in metadata['key']");
    const key = scanner.quoted();
    if (scanner.peek() !== ']') scanner.fail("']' after the metadata key");
    scanner.position += 1;
    if (!key) throw queryError('A metadata key in a search query cannot be empty.');
    return { field, metadataKey: key };
  }
  return { field };
}

function parseOperator(scanner: Scanner): SearchOperator {
  for (const operator of ['>=', '<=', ':', '~', '>', '<'] as const) {
    if (scanner.peek(operator.length) === operator) {
      scanner.position += operator.length;
      return operator;
    }
  }
  return scanner.fail('an operator (:, ~, >, <, >= or <=)');
}

function parseValue(scanner: Scanner): string | number | null {
  const first = scanner.peek();
  if (first === "'" || first === '"') return scanner.quoted();
  const match = /^(-?\d+(\.\d+)?|null)(?=\s|$)/i.exec(scanner.text.slice(scanner.position));
  if (!match) scanner.fail('a quoted value, a number or null');
  scanner.position += match[0].length;
  return match[0].toLowerCase() === 'null' ? null : Number(match[0]);
}

function parseClause(scanner: Scanner): SearchClause {
  const negated = scanner.peek() === '-';
  if (negated) scanner.position += 1;
  const { field, metadataKey } = parseField(scanner);
  const operator = parseOperator(scanner);
  const value = parseValue(scanner);
  return { field, metadataKey, operator, negated, value };
}

/** Parses a query's text into its clauses (the syntax only; `checkSearchQuery` its fields). */
export function parseSearchQuery(text: string): SearchQuery {
  const scanner = new Scanner(text);
  scanner.skipSpaces();
  if (scanner.done) throw queryError('The search query cannot be empty.');
  const clauses: SearchClause[] = [parseClause(scanner)];
  let join: 'AND' | 'OR' | undefined;
  while (true) {
    const spaced = scanner.skipSpaces();
    if (scanner.done) break;
    if (!spaced) scanner.fail('a space, AND or OR between clauses');
    let word: 'AND' | 'OR' = 'AND';
    const keyword = /^(and|or)\s/i.exec(scanner.text.slice(scanner.position));
    if (keyword) {
      word = (keyword[1] as string).toUpperCase() as 'AND' | 'OR';
      scanner.position += (keyword[1] as string).length;
      scanner.skipSpaces();
    }
    if (join !== undefined && join !== word) {
      throw queryError('A search query cannot combine AND and OR: use one of them throughout.');
    }
    join = word;
    clauses.push(parseClause(scanner));
    if (clauses.length > MAX_CLAUSES) {
      throw queryError(`A search query can have at most ${MAX_CLAUSES} clauses.`);
    }
  }
  return { join: join ?? 'AND', clauses };
}

function checkClause(clause: SearchClause, spec: SearchField | undefined, resource: string): void {
  const name =
    clause.metadataKey === undefined ? clause.field : `metadata['${clause.metadataKey}']`;
  if (!spec || (spec.kind === 'metadata') !== (clause.metadataKey !== undefined)) {
    throw queryError(
      `Field \`${clause.field}\` is an unsupported search field for resource \`${resource}\`. See https://stripe.com/docs/search#query-fields-for-${resource} for a list of supported fields.`,
    );
  }
  const { operator, value } = clause;
  const ordering = operator !== ':' && operator !== '~';
  if (spec.kind === 'timestamp') {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw queryError(
        `The field \`${name}\` takes a whole number of seconds, as in ${name}>1700000000.`,
      );
    }
    if (operator === '~') throw unsupportedOperator(name, operator);
    return;
  }
  if (ordering) throw unsupportedOperator(name, operator);
  if (operator === '~') {
    if (spec.kind !== 'string' || !spec.substring) throw unsupportedOperator(name, operator);
    if (typeof value !== 'string' || value.length < MIN_SUBSTRING) {
      throw queryError(
        `The substring operator ~ needs a quoted value of at least ${MIN_SUBSTRING} characters (${name}).`,
      );
    }
    return;
  }
  if (value === null) {
    if (spec.kind === 'boolean') throw queryError(`The field \`${name}\` cannot be null.`);
    return;
  }
  if (typeof value !== 'string') {
    throw queryError(`The field \`${name}\` takes a quoted value, as in ${name}:'value'.`);
  }
  if (spec.kind === 'boolean' && value !== 'true' && value !== 'false') {
    throw queryError(`The field \`${name}\` takes 'true' or 'false'.`);
  }
}

function unsupportedOperator(name: string, operator: SearchOperator): ApiError {
  return queryError(`The operator ${operator} is not supported on the field \`${name}\`.`);
}

/** Checks every clause against the resource's fields; answers Stripe's 400 naming `query`. */
export function checkSearchQuery(query: SearchQuery, fields: SearchFields, resource: string): void {
  for (const clause of query.clauses) checkClause(clause, fields[clause.field], resource);
}

/**
 * The query as one SQL condition, its values appended to `values` ($n placeholders). The
 * query must have passed `checkSearchQuery` with the same fields.
 */
export function searchCondition(
  query: SearchQuery,
  fields: SearchFields,
  values: unknown[],
): string {
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const parts = query.clauses.map((clause) => {
    const spec = fields[clause.field] as SearchField;
    let condition: string;
    if (spec.kind === 'metadata') {
      const column = `(data->'metadata'->>${add(clause.metadataKey)})`;
      condition =
        clause.value === null ? `${column} IS NULL` : `${column} = ${add(String(clause.value))}`;
    } else if (clause.value === null) {
      condition = `${spec.column} IS NULL`;
    } else if (spec.kind === 'timestamp') {
      condition = `${spec.column} ${clause.operator === ':' ? '=' : clause.operator} ${add(clause.value)}`;
    } else if (spec.kind === 'boolean') {
      condition = `${spec.column} = ${add(clause.value === 'true')}`;
    } else if (clause.operator === '~') {
      condition = `strpos(lower(${spec.column}), lower(${add(clause.value)})) > 0`;
    } else if (spec.kind === 'string') {
      condition = `lower(${spec.column}) = lower(${add(clause.value)})`;
    } else {
      condition = `${spec.column} = ${add(clause.value)}`;
    }
    // A negated clause also matches rows where the field is absent (NULL).
    return clause.negated ? `(${condition}) IS NOT TRUE` : `(${condition})`;
  });
  return `(${parts.join(query.join === 'AND' ? ' AND ' : ' OR ')})`;
}
