import type { Duplex } from 'node:stream';
import { prettyJson } from './pretty-json.js';

interface ClientError extends Error {
  code?: string;
  /** The bytes Node's parser had read of the request when it gave up. */
  rawPacket?: Buffer;
}

interface ErrorSource {
  on(event: 'clientError', listener: (error: ClientError, socket: Duplex) => void): unknown;
}

// Node counts the request line against its header limit (16 KB): when that line is most of what
// was read, the URL is what overflowed.
function urlTooLong(raw: Buffer | undefined): boolean {
  if (!raw) return false;
  const lineEnd = raw.indexOf('\r\n');
  const line = lineEnd < 0 ? raw.length : lineEnd;
  const headersEnd = raw.indexOf('\r\n\r\n');
  return line >= (headersEnd < 0 ? raw.length : headersEnd) - line;
}

function answerFor(error: ClientError): readonly [number, string, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return urlTooLong(error.rawPacket)
      ? [414, 'URI Too Long', 'The request URL is too long. Send long parameters in the body.']
      : [431, 'Request Header Fields Too Large', 'The request headers are too large.'];
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'Request Timeout', 'The request took too long to arrive.'];
  }
  return [400, 'Bad Request', 'The request is not valid HTTP.'];
}

/**
 * Requests Node's HTTP parser refuses (a URL over its 16 KB limit, malformed HTTP) get Stripe's
 * JSON error envelope instead of Node's bare status line without a body.
 */
export function answerClientErrorsWithJson(server: ErrorSource): void {
  server.on('clientError', (error, socket) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = answerFor(error);
    const body = prettyJson({ error: { type: 'invalid_request_error', message } });
    socket.end(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Access-Control-Allow-Origin: *',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
