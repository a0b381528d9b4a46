import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';

/** The header a request id travels in, both ways (docs/product/runtime.md). */
export const requestIdHeader = 'x-request-id';

// A caller's id is kept only when it is short and plain: it goes into every log line and back
// into a header, so no spaces, quotes or control characters (no log or header injection).
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when it is acceptable (a proxy's or a client's,
 * so one id follows a call across services), else a new one. Fastify's `genReqId`.
 *
 * @example
 * requestIdFrom({ 'x-request-id': 'abc-123' }, randomUUID); // 'abc-123'
 * requestIdFrom({ 'x-request-id': 'a b' }, randomUUID); // a new uuid
 */
export function requestIdFrom(headers: IncomingHttpHeaders, newId: () => string): string {
  const given = headers[requestIdHeader];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && acceptableId.test(value) ? value : newId();
}

/** Returns the request's id on every answer, errors included, as `X-Request-Id`. */
export const requestIdPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, hookDone) => {
      void reply.header(requestIdHeader, request.id);
      hookDone(null, payload);
    });
    done();
  },
  { name: 'request-id' },
);
