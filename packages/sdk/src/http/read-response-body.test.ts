import { describe, expect, it } from 'vitest';
import { readResponseBody } from './read-response-body.ts';

const json = (body: string, type = 'application/json; charset=utf-8') =>
  new Response(body, { headers: { 'Content-Type': type } });

describe('readResponseBody', () => {
  it('parses JSON by content-type', async () => {
    expect(await readResponseBody(json('{"id":"c1"}'))).toEqual({ id: 'c1' });
    expect(await readResponseBody(json('[1]', 'application/problem+json'))).toEqual([1]);
  });

  it('reads anything else as text, even if it looks like JSON', async () => {
    expect(
      await readResponseBody(
        new Response('<p>terms</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    ).toBe('<p>terms</p>');
    expect(
      await readResponseBody(
        new Response('{"a":1}', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    ).toBe('{"a":1}');
  });

  it('reads an empty body as undefined, JSON or not', async () => {
    expect(await readResponseBody(new Response(null, { status: 204 }))).toBeUndefined();
    expect(await readResponseBody(json(''))).toBeUndefined();
  });

  it('throws on malformed JSON, or keeps its text when asked', async () => {
    await expect(readResponseBody(json('{oops'))).rejects.toThrow(SyntaxError);
    expect(await readResponseBody(json('{oops'), { malformedJson: 'text' })).toBe('{oops');
  });
});
