import type { Language } from '@storefront/contracts';
import fp from 'fastify-plugin';
import { preferredLanguage } from '../platform/preferred-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's language, from `Accept-Language` (Arabic by default). */
    language: Language;
  }
}

/** Sets `request.language` from the `Accept-Language` header on every request. */
export const languagePlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('language', 'ar');
    app.addHook('onRequest', (request, _reply, next) => {
      request.language = preferredLanguage(request.headers['accept-language']);
      next();
    });
    done();
  },
  { name: 'language' },
);
