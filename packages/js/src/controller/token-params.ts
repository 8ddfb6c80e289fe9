import { ADDRESS_COUNTRY_NAMES } from '@kassa/core';
import { isJsonObject, type Json, type JsonObject } from '@kassa/protocol';

/** Token types createToken takes as a string (card and cvc_update come with an element). */
export const DATA_TOKEN_TYPES = ['pii', 'bank_account', 'account', 'person'] as const;
export type DataTokenType = (typeof DATA_TOKEN_TYPES)[number];

type Rule = (value: Json, path: string) => string | null;

const exactLength =
  (length: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length === length
      ? null
      : `should be a string of exactly ${length} characters`;
const between =
  (min: number, max: number): Rule =>
  (value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && number >= min && number <= max
      ? null
      : `should be a number from ${min} to ${max}`;
  };
const oneOf =
  (...allowed: string[]): Rule =>
  (value) =>
    typeof value === 'string' && allowed.includes(value)
      ? null
      : `should be one of ${allowed.join(', ')}`;
const isTrue: Rule = (value) => (value === true || value === 'true' ? null : 'should be true');

/** Token parameter rules, by the path's last keys (e.g. 'dob.day'). */
const RULES: Array<[RegExp, Rule]> = [
  [/(^|\.)ssn_last_4$/, exactLength(4)],
  [/(^|\.)dob\.day$/, between(1, 31)],
  [/(^|\.)dob\.month$/, between(1, 12)],
  [/(^|\.)percent_ownership$/, between(0, 100)],
  [/(^|\.)gender$/, oneOf('male', 'female')],
  [/^business_type$/, oneOf('individual', 'company', 'non_profit', 'government_entity')],
  [/^tos_shown_and_accepted$/, isTrue],
];

function visit(data: JsonObject, prefix: string, problems: string[]): void {
  for (const [key, value] of Object.entries(data)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isJsonObject(value)) {
      visit(value, path, problems);
      continue;
    }
    for (const [pattern, rule] of RULES) {
      const problem = pattern.test(path) ? rule(value, path) : null;
      if (problem !== null) problems.push(`${path} ${problem}`);
    }
  }
}

/** The first broken rule in createToken(type, data), as "person.ssn_last_4 should be ...". */
export function tokenDataProblem(type: DataTokenType, data: JsonObject): string | null {
  const problems: string[] = [];
  visit(data, '', problems);
  const [first] = problems;
  return first === undefined ? null : `${type}.${first}`;
}

const COUNTRY_BY_NAME = new Map(
  Object.entries(ADDRESS_COUNTRY_NAMES).map(([code, name]) => [name.toUpperCase(), code]),
);

/** Country names become 2-letter codes: 'United States' -> 'US'. */
export function normalizeCountries(data: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (isJsonObject(value)) out[key] = normalizeCountries(value);
    else if (/country$/.test(key) && typeof value === 'string' && value.trim().length > 2)
      out[key] = COUNTRY_BY_NAME.get(value.trim().toUpperCase()) ?? value;
    else out[key] = value;
  }
  return out;
}
