import { vi } from 'vitest';
import { createHttpClient } from '../../http/http-client.ts';
import type { HttpClient } from '../../http/http-types.ts';

/** One request as the fake fetch saw it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** How the fake API answers: a JSON body (status 200), or a Response built per request. */
export type FakeAnswer = { json: unknown; status?: number } | { response: () => Response };

/**
 * An http-client over a recording fake fetch that gives every request the same answer; retries
 * wait no time.
 */
export function fakeApi(answer: FakeAnswer): { http: HttpClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  function respond(): Response {
    if ('response' in answer) return answer.response();
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      ),
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    // Settles like fetch: a thrown answer becomes a rejection.
    return new Promise((resolve) => resolve(respond()));
  });
  const http = createHttpClient({
    baseUrl: 'https://api.test',
    tenant: 'demo',
    fetch,
    sleep: async () => {},
  });
  return { http, sent };
}

/** The only request sent; fails the test when there were none or several. */
export function onlyRequest(sent: readonly SentRequest[]): SentRequest {
  if (sent.length !== 1) throw new Error(`expected one request, saw ${sent.length}`);
  return sent[0]!;
}

/** A copy of `value` without the field at `path` (dot-separated; numbers index arrays). */
export function withoutField(value: unknown, path: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (!(last in node)) throw new Error(`withoutField: no field ${path}`);
  delete node[last];
  return copy;
}
