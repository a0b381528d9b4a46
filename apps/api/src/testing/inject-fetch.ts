import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` answering from `app` in memory (`app.inject`), so an adapter talks to a sandbox
 * plugin exactly as over the network, without a port. The URL's origin is ignored: the path and
 * query are what the app routes.
 *
 * @example
 * const adapter = createMoyasarAdapter({ apiUrl: 'http://sandbox.test/moyasar', …, fetch: injectFetch(app) });
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const nullBody = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** A `fetch` whose answers from `app` are replaced by `body` (for malformed-answer tests). */
export function injectFetchAnswering(
  app: FastifyInstance,
  body: string,
  status = 200,
): typeof fetch {
  const real = injectFetch(app);
  return async (input, init) => {
    await real(input, init);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}
