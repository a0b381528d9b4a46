import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientGone } from '../errors/client-gone.ts';
import { errorBody } from '../errors/error-body.ts';
import { errorResponseFor } from '../errors/error-response.ts';
import { preferredLanguage } from '../platform/preferred-language.ts';

/**
 * Answers any error the way docs/product/wire-conventions.md prescribes (see `errorResponseFor`);
 * 5xx are logged with their stack and answered without details; a request whose client went away
 * is neither (`isClientGone`). Also used as Fastify's
 * `frameworkErrors` handler, for the few failures raised before routing (a malformed URL), when no
 * hook has run yet.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  // Before routing, the language hook has not run: read the header directly.
  const language =
    (request as Partial<FastifyRequest>).language ??
    preferredLanguage(request.headers['accept-language']);
  if (isClientGone(error, request)) {
    // Nobody reads the answer; 499 (nginx's "client closed request") keeps it out of the 5xx the
    // request log reports.
    request.log.debug('the client went away before its answer');
    void reply.code(499).send();
    return;
  }
  const response = errorResponseFor(error, language);
  if (response.fault) {
    request.log.error({ err: error }, 'request failed');
  }
  void reply.code(response.statusCode).headers(response.headers).send(response.body);
}

/** The one error handler and the not-found handler of the app. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    app.setNotFoundHandler((request, reply) => {
      void reply.code(404).send(errorBody('NOT_FOUND', request.language));
    });
    done();
  },
  { name: 'errors', dependencies: ['language'] },
);
