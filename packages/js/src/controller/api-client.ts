import { isJsonObject, type Json, type WireError } from '@kassa/protocol';
import { formEncode } from './form-encode.js';

export type ApiResult =
  | { ok: true; status: number; body: Record<string, Json> }
  | { ok: false; status: number; error: WireError; unreadable?: true };

export interface ApiClientOptions {
  /** The provider origin; requests go to `${origin}/v1/...`. */
  origin: string;
  /** The publishable key, sent as a Bearer token. */
  key: string;
  apiVersion?: string;
  fetch?: typeof fetch;
}

const CONNECTION_MESSAGE =
  'An error occurred with our connection to the payment provider. Please check your internet connection and try again.';

/** The controller's client for the provider API. It never logs bodies: they can carry card data. */
export class ApiClient {
  readonly #options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.#options = options;
  }

  /** The key it calls with: a hosted page the controller opens calls with it too. */
  get key(): string {
    return this.#options.key;
  }

  /** The same client authenticated with another key (a customer session's ephemeral api_key). */
  withKey(key: string): ApiClient {
    return new ApiClient({ ...this.#options, key });
  }

  /** GET with a query; `attempts` > 1 retries network failures and 5xx answers. */
  async get(path: string, query: Record<string, unknown>, attempts = 1): Promise<ApiResult> {
    const search = formEncode(query);
    const url = `${this.#url(path)}${search === '' ? '' : `?${search}`}`;
    let result: ApiResult = connectionError();
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      result = await this.#send(url, { method: 'GET' });
      if (result.ok || (result.status !== 0 && result.status < 500)) return result;
    }
    return result;
  }

  post(path: string, params: Record<string, unknown>): Promise<ApiResult> {
    return this.#send(this.#url(path), {
      method: 'POST',
      body: formEncode(params),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  /** DELETE with its parameters in a form body (a consumer secret stays out of the URL). */
  delete(path: string, params: Record<string, unknown>): Promise<ApiResult> {
    return this.#send(this.#url(path), {
      method: 'DELETE',
      body: formEncode(params),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  #url(path: string): string {
    return `${this.#options.origin}/v1/${path.replace(/^\//, '')}`;
  }

  async #send(url: string, init: RequestInit): Promise<ApiResult> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.#options.key}`,
      ...(init.headers as Record<string, string> | undefined),
    };
    if (this.#options.apiVersion) headers['Stripe-Version'] = this.#options.apiVersion;
    let response: Response;
    try {
      response = await (this.#options.fetch ?? fetch)(url, {
        ...init,
        headers,
        credentials: 'omit',
      });
    } catch {
      return connectionError();
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return {
        ok: false,
        status: response.status,
        // The answer was not JSON (a proxy's page, a cut-off body): callers may tell it apart.
        unreadable: true,
        error: {
          type: 'api_error',
          message: `Unexpected response from the API (HTTP ${response.status}).`,
        },
      };
    }
    const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, Json>;
    if (response.ok) return { ok: true, status: response.status, body: record };
    return { ok: false, status: response.status, error: readError(record, response.status) };
  }
}

function connectionError(): ApiResult {
  return {
    ok: false,
    status: 0,
    error: { type: 'api_connection_error', message: CONNECTION_MESSAGE },
  };
}

function readError(body: Record<string, Json>, status: number): WireError {
  const error = body.error;
  if (isJsonObject(error)) {
    const message = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
    const type = typeof error.type === 'string' ? error.type : 'api_error';
    return { ...error, type, message } as WireError;
  }
  return { type: 'api_error', message: `The API answered HTTP ${status}.` };
}
