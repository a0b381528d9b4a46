import type { FastifyRequest } from 'fastify';

/**
 * The user name of a request's HTTP Basic credentials (Moyasar's API key; the password is empty),
 * or null without them.
 *
 * @example
 * basicAuthUser(request); // 'sk_test_…' from `Authorization: Basic c2tfdGVzdF86`
 */
export function basicAuthUser(request: FastifyRequest): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

/** The token of a request's `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
