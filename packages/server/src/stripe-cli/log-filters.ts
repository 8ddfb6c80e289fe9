import type { StoredRequestLog } from '../request-logs/request-log-rows.js';

// `stripe logs tail`'s filters, sent as one JSON text at session creation
// (--filter-http-methods, --filter-ip-addresses, --filter-request-paths, --filter-request-status,
// --filter-source, --filter-status-codes, --filter-status-code-types, --filter-account).

export interface LogFilters {
  readonly filter_account?: readonly string[];
  readonly filter_ip_address?: readonly string[];
  readonly filter_http_method?: readonly string[];
  readonly filter_request_path?: readonly string[];
  readonly filter_request_status?: readonly string[];
  readonly filter_source?: readonly string[];
  readonly filter_status_code?: readonly string[];
  readonly filter_status_code_type?: readonly string[];
}

const FIELDS = [
  'filter_account',
  'filter_ip_address',
  'filter_http_method',
  'filter_request_path',
  'filter_request_status',
  'filter_source',
  'filter_status_code',
  'filter_status_code_type',
] as const;

/** The filters object, or a message naming what is wrong with it. */
export function parseLogFilters(text: string): LogFilters | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'Invalid filters: expected a JSON object.';
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return 'Invalid filters: expected a JSON object.';
  }
  const out: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(value)) {
    if (!(FIELDS as readonly string[]).includes(name)) return `Unknown filter: ${name}.`;
    if (list === null) continue;
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
      return `Invalid filter ${name}: expected a list of strings.`;
    }
    out[name] = list as string[];
  }
  return out as LogFilters;
}

const some = (list: readonly string[] | undefined, test: (item: string) => boolean) =>
  !list || list.length === 0 || list.some(test);

/** A request path filter matches the path itself or, ending in `*`, every path below it. */
function pathMatches(filter: string, path: string): boolean {
  if (filter.endsWith('*')) return path.startsWith(filter.slice(0, -1));
  return path === filter || path === filter.replace(/\/$/, '');
}

export function logMatches(filters: LogFilters, log: StoredRequestLog): boolean {
  const status = String(log.status);
  return (
    some(filters.filter_http_method, (m) => m.toUpperCase() === log.method) &&
    some(filters.filter_ip_address, (ip) => ip === log.ip || `::ffff:${ip}` === log.ip) &&
    some(filters.filter_request_path, (p) => pathMatches(p, log.path)) &&
    some(filters.filter_request_status, (s) =>
      s.toLowerCase() === 'succeeded' ? log.status < 400 : log.status >= 400,
    ) &&
    some(filters.filter_source, (s) => s.toLowerCase() === log.source.toLowerCase()) &&
    some(filters.filter_status_code, (code) => code === status) &&
    // The CLI sends a range as its first code ('400' for --filter-status-code-type 4XX).
    some(filters.filter_status_code_type, (type) =>
      new RegExp(`^${status[0]}(XX|00)$`, 'i').test(type),
    )
  );
}
