import type { FastifyRequest } from 'fastify';

/**
 * The client's connection closed before the request was handled (its address is already unknown):
 * nobody is left to answer, and nothing on our side failed.
 */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
  constructor() {
    super('the client closed the connection');
  }
}

/** Errors a connection the client closed raises while its request is read or answered. */
const connectionErrorCodes = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/**
 * Whether `error` only says that the client went away: a {@link ClientGoneError}, or a connection
 * error on a socket that is closed. Such a request is neither a 500 nor an error-log entry.
 *
 * @example
 * if (isClientGone(error, request)) return; // no one to answer
 */
export function isClientGone(error: unknown, request: FastifyRequest): boolean {
  if (error instanceof ClientGoneError) return true;
  const socket = (request.raw as Partial<FastifyRequest['raw']>).socket;
  if (socket && !socket.destroyed) return false;
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  return (typeof code === 'string' && connectionErrorCodes.has(code)) || message === 'aborted';
}
