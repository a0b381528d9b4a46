// application/json, application/problem+json, ... with or without parameters.
const jsonContentType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads an answer's body (docs/product/api.md): JSON (by content-type) parsed, an empty body is
 * undefined, anything else is text. JSON that does not parse throws a SyntaxError, unless
 * `malformedJson` is `'text'` (used for error answers, whose text is still worth keeping).
 *
 * @example await readResponseBody(new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } })) // { a: 1 }
 */
export async function readResponseBody(
  response: Response,
  options: { malformedJson?: 'throw' | 'text' } = {},
): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!jsonContentType.test(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (options.malformedJson === 'text') return text;
    throw error;
  }
}
