import type { Caller } from '../services/accounts.js';
import type { Services } from '../services/services.js';

export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    services: Services;
    logger: Logger;
    caller: Caller;
    params: Record<string, unknown>;
  };
}

const SECRET_PATTERN =
  /\b(sk|pk|rk)_(test|live)_[A-Za-z0-9]+|\b(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;

/** Keys and client secrets never reach a log line. */
export function redact(text: string): string {
  return text.replace(SECRET_PATTERN, '[redacted]');
}

export const consoleLogger: Logger = {
  info: (line) => console.log(redact(line)),
  error: (line, error) =>
    console.error(redact(line), error instanceof Error ? redact(error.stack ?? error.message) : ''),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
