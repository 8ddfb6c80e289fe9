import { ApiError } from '../errors/api-error.js';
import { EVENT_API_VERSION } from '../events/event-service.js';

/** The version Kassa's objects are stored and shaped in: responses for it need no transform. */
export const LATEST_API_VERSION = EVENT_API_VERSION;

// Stripe's dated versions before release trains began (its changelog's "previous versions").
const DATED_VERSIONS = new Set(
  `2014-10-07 2014-11-05 2014-11-20 2014-12-08 2014-12-17 2014-12-22 2015-01-11 2015-01-26
   2015-02-10 2015-02-16 2015-02-18 2015-03-24 2015-04-07 2015-06-15 2015-07-07 2015-07-13
   2015-07-28 2015-08-07 2015-08-19 2015-09-03 2015-09-08 2015-09-23 2015-10-01 2015-10-12
   2015-10-16 2016-02-03 2016-02-19 2016-02-22 2016-02-23 2016-02-29 2016-03-07 2016-06-15
   2016-07-06 2016-10-19 2017-01-27 2017-02-14 2017-04-06 2017-05-25 2017-06-05 2017-08-15
   2017-12-14 2018-01-23 2018-02-05 2018-02-06 2018-02-28 2018-05-21 2018-07-27 2018-08-23
   2018-09-06 2018-09-24 2018-10-31 2018-11-08 2019-02-11 2019-02-19 2019-03-14 2019-05-16
   2019-08-14 2019-09-09 2019-10-08 2019-10-17 2019-11-05 2019-12-03 2020-03-02 2020-08-27
   2022-08-01 2022-11-15 2023-08-16 2023-10-16 2024-04-10 2024-06-20`.split(/\s+/),
);

// Release trains since 2024-09-30: every monthly version carries its train's name. Endive's
// first date is taken as the day after the last dahlia version Kassa knows of.
const TRAINS: readonly (readonly [name: string, firstDate: string])[] = [
  ['acacia', '2024-09-30'],
  ['basil', '2025-03-31'],
  ['clover', '2025-09-30'],
  ['dahlia', '2026-03-25'],
  ['endive', '2026-08-27'],
];

const VERSION_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:\.([a-z]+))?$/;

function trainOf(date: string): string | undefined {
  return TRAINS.filter(([, first]) => first <= date).at(-1)?.[0];
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Whether Stripe has (as far as Kassa knows) published this version. */
export function isKnownApiVersion(version: string): boolean {
  const match = VERSION_PATTERN.exec(version);
  const date = match?.[1];
  if (!date || !isCalendarDate(date) || date > LATEST_API_VERSION.slice(0, 10)) return false;
  const name = match?.[2];
  if (name === undefined) return DATED_VERSIONS.has(date);
  return trainOf(date) === name;
}

export function invalidApiVersion(version: string): ApiError {
  return new ApiError('parameter_invalid_value', `Invalid Stripe API version: ${version}`);
}

/**
 * The version a request is answered in: its Stripe-Version header, else the account's. Beta
 * opt-ins ride after a semicolon (`2024-06-20; some_beta=v1`); only the version is checked.
 */
export function requestApiVersion(header: string | undefined, accountDefault: string): string {
  const version = header?.split(';')[0]?.trim() || accountDefault;
  if (!isKnownApiVersion(version)) throw invalidApiVersion(version);
  return version;
}

/** Whether `version` predates the change released in `changedIn` (a dated version). */
export function isBefore(version: string, changedIn: string): boolean {
  return version.slice(0, 10) < changedIn;
}
