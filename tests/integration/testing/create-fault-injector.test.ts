import { describe, expect, it, vi } from 'vitest';
import { createFaultInjector } from './create-fault-injector.ts';

/** A fetch standing for the server: records what reached it and answers 200. */
function server() {
  const reached: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    reached.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
    return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, reached };
}

const url = (path: string) => `http://api.test${path}`;

describe('createFaultInjector', () => {
  it('fails a matching call with a network error before it reaches the server, once', async () => {
    const { fetch, reached } = server();
    const faults = createFaultInjector(fetch, [
      { method: 'POST', path: /^\/api\/app\/cart\//, fault: 'network' },
    ]);
    const add = () => faults.fetch(url('/api/app/cart/items/1'), { method: 'POST', body: '[1]' });

    await expect(add()).rejects.toThrow(TypeError);
    expect(reached).toEqual([]);
    await expect(add()).resolves.toMatchObject({ status: 200 });
    expect(reached).toEqual(['POST /api/app/cart/items/1 [1]']);
    expect(faults.injected).toEqual([
      { method: 'POST', url: '/api/app/cart/items/1', fault: 'network' },
    ]);
  });

  it('answers a 500 INTERNAL_ERROR after the server processed the call, once', async () => {
    const { fetch, reached } = server();
    const faults = createFaultInjector(fetch, [
      { path: '/api/app/cart/new-cart', fault: 'server-error' },
    ]);
    const create = () => faults.fetch(url('/api/app/cart/new-cart'), { method: 'POST' });

    const lost = await create();
    expect(lost.status).toBe(500);
    expect(await lost.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    expect(reached).toHaveLength(1);
    expect((await create()).status).toBe(200);
    expect(reached).toHaveLength(2);
  });

  it('counts a call by method, URL and body, and leaves other calls alone', async () => {
    const { fetch } = server();
    const faults = createFaultInjector(fetch, [
      { method: ['PUT', 'POST'], path: /^\/api\//, fault: 'network' },
    ]);
    const send = (method: string, path: string, body?: string) =>
      faults.fetch(url(path), { method, body }).then(
        (response) => response.status,
        () => 'failed',
      );

    expect(await send('PUT', '/api/a', 'x')).toBe('failed');
    expect(await send('PUT', '/api/a', 'y')).toBe('failed');
    expect(await send('PUT', '/api/a?q=1', 'x')).toBe('failed');
    expect(await send('PUT', '/api/a', 'x')).toBe(200);
    expect(await send('GET', '/api/a')).toBe(200);
    expect(await send('POST', '/other')).toBe(200);
    faults.clear();
    expect(await send('POST', '/api/b')).toBe(200);
    expect(faults.injected).toHaveLength(3);
  });
});
