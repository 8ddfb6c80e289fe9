import { describe, expect, it } from 'vitest';
import type { StoredRequestLog } from '../request-logs/request-log-rows.js';
import { logMatches, parseLogFilters } from './log-filters.js';

const log = (over: Partial<StoredRequestLog> = {}): StoredRequestLog => ({
  seq: 1,
  id: 'req_1',
  account_id: 'acct_1',
  created_at: 0,
  method: 'POST',
  path: '/v1/customers/cus_1',
  status: 402,
  ip: '::ffff:127.0.0.1',
  source: 'API',
  idempotency_key: null,
  api_version: null,
  request_body: null,
  response_body: null,
  ...over,
});

describe('logs tail filters', () => {
  it('parses what the CLI sends and names what is wrong', () => {
    expect(parseLogFilters('{"filter_http_method":["GET"]}')).toEqual({
      filter_http_method: ['GET'],
    });
    expect(parseLogFilters('null')).toEqual({});
    expect(parseLogFilters('[')).toMatch(/expected a JSON object/);
    expect(parseLogFilters('{"filter_x":[]}')).toBe('Unknown filter: filter_x.');
    expect(parseLogFilters('{"filter_source":"API"}')).toMatch(/list of strings/);
  });

  it('matches every filter the CLI offers', () => {
    expect(logMatches({}, log())).toBe(true);
    expect(logMatches({ filter_http_method: ['get', 'POST'] }, log())).toBe(true);
    expect(logMatches({ filter_http_method: ['GET'] }, log())).toBe(false);
    expect(logMatches({ filter_status_code: ['402'] }, log())).toBe(true);
    expect(logMatches({ filter_status_code_type: ['400'] }, log())).toBe(true);
    expect(logMatches({ filter_status_code_type: ['4XX'] }, log())).toBe(true);
    expect(logMatches({ filter_status_code_type: ['200'] }, log())).toBe(false);
    expect(logMatches({ filter_request_status: ['FAILED'] }, log())).toBe(true);
    expect(logMatches({ filter_request_status: ['SUCCEEDED'] }, log())).toBe(false);
    expect(logMatches({ filter_request_path: ['/v1/customers/*'] }, log())).toBe(true);
    expect(logMatches({ filter_request_path: ['/v1/customers'] }, log())).toBe(false);
    expect(logMatches({ filter_ip_address: ['127.0.0.1'] }, log())).toBe(true);
    expect(logMatches({ filter_ip_address: ['10.0.0.1'] }, log())).toBe(false);
    expect(logMatches({ filter_source: ['dashboard'] }, log())).toBe(false);
  });
});
