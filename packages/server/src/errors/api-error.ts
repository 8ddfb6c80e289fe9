import {
  type ApiErrorCode,
  type ApiErrorType,
  docUrl,
  ERROR_CODES,
  wireCode,
} from './error-codes.js';

export interface ApiErrorOptions {
  readonly param?: string;
  readonly declineCode?: string;
  /** Extra fields carried in the envelope, e.g. payment_intent / payment_method on a decline. */
  readonly extra?: Readonly<Record<string, unknown>>;
}

export interface ErrorBody {
  type: ApiErrorType;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  [field: string]: unknown;
}

// The single error class of the API: services throw it, the error handler renders it.
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly type: ApiErrorType;
  readonly status: number;
  readonly param: string | undefined;
  readonly declineCode: string | undefined;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.type = ERROR_CODES[code].type;
    this.status = ERROR_CODES[code].status;
    this.param = options.param;
    this.declineCode = options.declineCode;
    this.extra = options.extra ?? {};
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { type: this.type, message: this.message };
    const code = wireCode(this.code);
    if (code) body.code = code;
    if (this.declineCode) body.decline_code = this.declineCode;
    if (this.param) body.param = this.param;
    const url = docUrl(this.code);
    if (url) body.doc_url = url;
    return { ...body, ...this.extra };
  }
}

/**
 * The error with one object it carries (an intent, say) replaced by the view the caller may
 * see, e.g. what Stripe.js may see of an intent; other errors are returned as they are.
 */
export function withViewOf<T>(
  error: unknown,
  field: string,
  view: (object: T) => unknown,
): unknown {
  const object = error instanceof ApiError ? error.extra[field] : undefined;
  if (!(error instanceof ApiError) || !object) return error;
  return withExtra(error, { ...error.extra, [field]: view(object as T) });
}

/** The error without one object it carries, e.g. an intent a failed create never stored. */
export function withoutObject(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError) || !(field in error.extra)) return error;
  const { [field]: _dropped, ...rest } = error.extra;
  return withExtra(error, rest);
}

function withExtra(error: ApiError, extra: Readonly<Record<string, unknown>>): ApiError {
  return new ApiError(error.code, error.message, {
    ...(error.param ? { param: error.param } : {}),
    ...(error.declineCode ? { declineCode: error.declineCode } : {}),
    extra,
  });
}

/** A required parameter left out (message: Stripe's, unless the caller has a fuller one). */
export function parameterMissing(
  param: string,
  message = `Missing required param: ${param}.`,
): ApiError {
  return new ApiError('parameter_missing', message, { param });
}

export function resourceMissing(kind: string, id: string, param = 'id'): ApiError {
  return new ApiError('resource_missing', `No such ${kind}: '${id}'`, { param });
}
