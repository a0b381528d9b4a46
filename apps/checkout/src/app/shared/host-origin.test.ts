import { describe, expect, it } from 'vitest';
import { confirmHostOrigin, hostTargetOriginFor } from './host-origin.ts';

const ownOrigin = 'https://checkout.example.com';

describe('hostTargetOriginFor', () => {
  it('takes the host origin the host passed when the configuration lists it', () => {
    expect(
      hostTargetOriginFor({
        requested: 'https://shop.example.com/some/page',
        allowed: ['https://shop.example.com'],
        ownOrigin,
      }),
    ).toBe('https://shop.example.com');
  });

  it('falls back to the checkout’s own origin for an origin nobody configured', () => {
    expect(hostTargetOriginFor({ requested: 'https://evil.example', allowed: [], ownOrigin })).toBe(
      ownOrigin,
    );
  });

  it('uses the checkout’s own origin when none or a bad one is passed', () => {
    expect(hostTargetOriginFor({ requested: null, allowed: [], ownOrigin })).toBe(ownOrigin);
    expect(hostTargetOriginFor({ requested: '*', allowed: ['*'], ownOrigin })).toBe(ownOrigin);
    expect(hostTargetOriginFor({ requested: 'javascript:alert(1)', allowed: [], ownOrigin })).toBe(
      ownOrigin,
    );
  });
});

describe('confirmHostOrigin', () => {
  const apiBaseUrl = 'https://api.example.com';
  const answering = (status: number, body: unknown) => {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = (url) => {
      calls.push(url instanceof Request ? url.url : url.toString());
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    };
    return { calls, fetch };
  };

  it('takes the host the API lists among the sites that may frame its pages', async () => {
    const api = answering(200, { hostOrigins: ['http://127.0.0.1:5174'] });
    await expect(
      confirmHostOrigin({
        requested: 'http://127.0.0.1:5174',
        allowed: [],
        ownOrigin,
        apiBaseUrl,
        tenant: 'demo',
        fetch: api.fetch,
      }),
    ).resolves.toBe('http://127.0.0.1:5174');
    expect(api.calls).toEqual(['https://api.example.com/api/embed/host-origins?tenant=demo']);
  });

  it('keeps the page’s own origin for a host the API does not list, or when it cannot say', async () => {
    const input = {
      requested: 'https://evil.example',
      allowed: [],
      ownOrigin,
      apiBaseUrl,
      tenant: 'demo',
    };
    const listsOthers = answering(200, { hostOrigins: ['https://shop.example.com'] });
    await expect(confirmHostOrigin({ ...input, fetch: listsOthers.fetch })).resolves.toBe(
      ownOrigin,
    );
    const failing = answering(500, { error: { code: 'INTERNAL_ERROR' } });
    await expect(confirmHostOrigin({ ...input, fetch: failing.fetch })).resolves.toBe(ownOrigin);
    const offline = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch;
    await expect(confirmHostOrigin({ ...input, fetch: offline })).resolves.toBe(ownOrigin);
  });

  it('asks nothing when no host is named or the build already lists it', () => {
    const api = answering(200, { hostOrigins: [] });
    const base = { ownOrigin, apiBaseUrl, tenant: 'demo', fetch: api.fetch };
    expect(confirmHostOrigin({ ...base, requested: null, allowed: [] })).toBeUndefined();
    expect(
      confirmHostOrigin({
        ...base,
        requested: 'https://shop.example.com',
        allowed: ['https://shop.example.com'],
      }),
    ).toBeUndefined();
    expect(confirmHostOrigin({ ...base, requested: ownOrigin, allowed: [] })).toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});
