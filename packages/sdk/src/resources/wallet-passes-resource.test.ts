import { describe, expect, it } from 'vitest';
import { createWalletPassesResource } from './wallet-passes-resource.ts';
import { fakeApi, onlyRequest } from './testing/fake-api.ts';
import { cartId } from './testing/sample-answers.ts';

const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const passAnswer = {
  response: () =>
    new Response(bytes, { headers: { 'Content-Type': 'application/vnd.apple.pkpass' } }),
};

describe('wallet passes resource', () => {
  it.each([
    {
      name: 'applePass',
      call: (passes: ReturnType<typeof createWalletPassesResource>) =>
        passes.applePass({ productType: 'reservation', payableItemGroupId: 'group-1' }),
      path: '/api/app/wallet-passes/apple-wallet/reservation/group-1',
    },
    {
      name: 'cartApplePass',
      call: (passes: ReturnType<typeof createWalletPassesResource>) => passes.cartApplePass(cartId),
      path: `/api/app/wallet-passes/apple-wallet/cart/${cartId}`,
    },
  ])('$name gets $path as a .pkpass Blob', async ({ call, path }) => {
    const { http, sent } = fakeApi(passAnswer);

    const pass = await call(createWalletPassesResource(http));

    const request = onlyRequest(sent);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(path);
    expect(request.headers.get('Accept')).toBe('application/vnd.apple.pkpass, application/json');
    expect(pass).toBeInstanceOf(Blob);
    expect(pass.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await pass.arrayBuffer())).toEqual(bytes);
  });

  it('fails with the ABP error of a 404', async () => {
    const { http } = fakeApi({
      status: 404,
      json: {
        error: {
          code: 'CART_NOT_FOUND',
          message: 'No cart',
          details: null,
          validationErrors: null,
        },
      },
    });

    await expect(createWalletPassesResource(http).cartApplePass(cartId)).rejects.toMatchObject({
      status: 404,
      code: 'CART_NOT_FOUND',
    });
  });
});
