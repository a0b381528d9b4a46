import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';

const pass = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

function clientAnswering(response: Response) {
  const fetch = vi.fn(async () => response);
  return createHttpClient({ baseUrl: 'https://api.test', tenant: 'demo', fetch });
}

describe("http-client responseType: 'blob'", () => {
  it('reads an OK answer as a Blob with its bytes and type', async () => {
    const http = clientAnswering(
      new Response(pass, { headers: { 'Content-Type': 'application/vnd.apple.pkpass' } }),
    );

    const blob = await http.get<Blob>('/api/app/wallet-passes/apple-wallet/cart/1', {
      responseType: 'blob',
    });

    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pass);
  });

  it('reads the same answer as text without it', async () => {
    const http = clientAnswering(
      new Response('PK', { headers: { 'Content-Type': 'application/vnd.apple.pkpass' } }),
    );

    await expect(http.get('/api/app/wallet-passes/apple-wallet/cart/1')).resolves.toBe('PK');
  });

  it('still reads an error answer as the ABP error body', async () => {
    const http = clientAnswering(
      new Response(
        JSON.stringify({
          error: {
            code: 'CART_NOT_FOUND',
            message: 'No cart',
            details: null,
            validationErrors: null,
          },
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );

    const failure = http.get('/api/app/wallet-passes/apple-wallet/cart/1', {
      responseType: 'blob',
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
  });
});
