import { validationMessage } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '../errors/api-error.ts';
import { fieldError } from '../errors/field-error.ts';
import { unstorableTextPath } from '../http/unstorable-text.ts';

/** The 400 for the first unstorable text of `input`, or undefined when it has none. */
function unstorableTextError(
  request: FastifyRequest,
  input: unknown,
  context: string,
): ApiError | undefined {
  const path = unstorableTextPath(input);
  if (path === null) return undefined;
  return fieldError(
    path.length > 0 ? path.join('.') : context,
    validationMessage('validation.text.unstorable', request.language),
  );
}

/**
 * Refuses, on every route, text PostgreSQL cannot store (a NUL byte, a lone surrogate; see
 * `isUnstorableText`) with 400 `VALIDATION_ERROR` naming the field, before any route reads it:
 * the path, the query and the headers when the request arrives, a JSON or form body once parsed.
 * One check at the edge rather than one per field or per zod schema (issue 21, item 2: eighteen
 * inputs of eight modules answered 500): text reaches the database through record keys, headers
 * and `jsonb` documents no string schema sees, and a route added later is covered without anyone
 * remembering. Multipart parts stream past the hooks; `readReceiptUpload` checks those.
 */
export const storableTextPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      next(
        unstorableTextError(request, request.params, 'params') ??
          unstorableTextError(request, request.query, 'querystring') ??
          unstorableTextError(request, request.headers, 'headers'),
      );
    });
    app.addHook('preValidation', (request, _reply, next) => {
      next(unstorableTextError(request, request.body, 'body'));
    });
    done();
  },
  { name: 'storable-text', dependencies: ['language'] },
);
