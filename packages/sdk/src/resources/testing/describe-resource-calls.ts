import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import type { HttpClient, HttpMethod } from '../../http/http-types.ts';
import { fakeApi, onlyRequest, withoutField } from './fake-api.ts';

/** What a call must send as its body. */
export type ExpectedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form-data'; check: (form: FormData) => void | Promise<void> };

/** One row of a resource's call table. */
export interface ResourceCallCase<Resource> {
  /** The resource function under test, for the test name. */
  name: string;
  call: (resource: Resource) => Promise<unknown>;
  method: HttpMethod;
  /** Path without the query. */
  path: string;
  /** The query's entries, decoded, in order; repeated keys appear once per value. */
  query?: [string, string][];
  body?: ExpectedBody;
  /** Headers the call must send (others may be sent too), e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** A valid answer; none means the server answers 204 and the call resolves undefined. */
  answer?: unknown;
  /** What the call resolves with, when it differs from `answer`. */
  expected?: unknown;
  /** A required field of the answer (dot path): without it the call fails with INVALID_RESPONSE. */
  requiredField?: string;
}

function withUnknownField(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  return { ...answer, fieldTheClientDoesNotKnow: 'ignored' };
}

/**
 * Runs a resource's call table: each call sends its method, path, query and body, parses the
 * answer with its schema (tolerating an unknown field), and fails with `INVALID_RESPONSE` when a
 * required field is missing.
 */
export function describeResourceCalls<Resource>(
  title: string,
  create: (http: HttpClient) => Resource,
  cases: readonly ResourceCallCase<Resource>[],
): void {
  describe(title, () => {
    it.each(cases)('$name sends $method $path and parses the answer', async (row) => {
      const { http, sent } = fakeApi(
        row.answer === undefined
          ? { response: () => new Response(null, { status: 204 }) }
          : { json: withUnknownField(row.answer) },
      );

      const result = await row.call(create(http));

      const request = onlyRequest(sent);
      expect(request.method).toBe(row.method);
      expect(request.url.origin + request.url.pathname).toBe(`https://api.test${row.path}`);
      expect([...request.url.searchParams]).toEqual(row.query ?? []);
      for (const [name, value] of Object.entries(row.headers ?? {})) {
        expect(request.headers.get(name), name).toBe(value);
      }
      const body = row.body ?? { kind: 'none' };
      switch (body.kind) {
        case 'none':
          expect(request.body).toBeUndefined();
          break;
        case 'json':
          expect(request.headers.get('Content-Type')).toBe('application/json');
          expect(JSON.parse(request.body as string)).toEqual(body.value);
          break;
        case 'form-data':
          expect(request.body).toBeInstanceOf(FormData);
          // fetch writes the multipart boundary itself.
          expect(request.headers.has('Content-Type')).toBe(false);
          await body.check(request.body as FormData);
          break;
      }
      expect(result).toEqual('expected' in row ? row.expected : row.answer);
    });

    const checked = cases.filter((row) => row.requiredField !== undefined);
    if (checked.length === 0) return;
    it.each(checked)(
      '$name rejects an answer without $requiredField as INVALID_RESPONSE',
      async (row) => {
        const { http } = fakeApi({ json: withoutField(row.answer, row.requiredField!) });

        const failure = row.call(create(http));

        await expect(failure).rejects.toBeInstanceOf(ApiError);
        await expect(failure).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
      },
    );
  });
}
