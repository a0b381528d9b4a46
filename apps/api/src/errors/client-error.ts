import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@storefront/contracts';
import { preferredLanguage } from '../platform/preferred-language.ts';
import { errorBody } from './error-body.ts';

/** A refusal of Node's HTTP parser (`clientError`): its code, and what it read of the request. */
export interface ParserError {
  code?: string | undefined;
  /** A Buffer at run time (Fastify's types call it a serialised one). */
  rawPacket?: unknown;
}

/** The parser's refusals, by Node's error code; anything else it refuses is malformed. */
const refusals: Record<string, { status: number; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
};
const malformed = { status: 400, code: 'MALFORMED_REQUEST' } as const;

/**
 * The raw HTTP answer to a request Node's parser refused before Fastify saw it (a URL or headers
 * over 16 KB, bad chunked encoding, a control character in a header, an unknown method, two
 * different `Content-Length`s): the ABP error body of every other 4xx, in the language of the
 * request's `Accept-Language` when the parser had read that far (docs/product/errors.md). Written
 * by hand because no request or reply exists at that point: Fastify's `clientErrorHandler` hands
 * over only the socket.
 *
 * @example
 * socket.end(parserErrorAnswer(error));
 */
export function parserErrorAnswer(error: ParserError): string {
  const { status, code } = refusals[error.code ?? ''] ?? malformed;
  const body = JSON.stringify(
    errorBody(code, preferredLanguage(acceptLanguageOf(error.rawPacket))),
  );
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: answers with {@link parserErrorAnswer} and closes the
 * connection; a reset connection gets nothing (no one is left to read it).
 */
export function answerParserError(error: Error & ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A request whose body broke after its answer was already on its way (a route that does not
  // read bodies) keeps that answer, as Node's own handler does.
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) socket.end(parserErrorAnswer(error));
  socket.destroy();
}

/** The `Accept-Language` header among the bytes the parser read, if it got that far. */
function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(rawPacket.toString('latin1'))?.[1];
}
