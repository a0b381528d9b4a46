import * as z from 'zod/mini';
import { walletPassContentType, type WalletPassParams } from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** Apple Wallet passes (`.pkpass` files) of bought items. */
export interface WalletPassesResource {
  /** `GET /api/app/wallet-passes/apple-wallet/{productType}/{payableItemGroupId}`: one item's pass. */
  applePass(params: WalletPassParams, options?: CallOptions): Promise<Blob>;
  /** `GET /api/app/wallet-passes/apple-wallet/cart/{id}`: the pass of a completed cart. */
  cartApplePass(cartId: string, options?: CallOptions): Promise<Blob>;
}

const blobAnswer = {
  responseType: 'blob',
  responseSchema: z.instanceof(Blob),
  headers: { Accept: `${walletPassContentType}, application/json` },
} as const;

/**
 * Wallet passes over an http-client; each answers a Blob to offer as a download.
 *
 * @example
 * const pass = await createWalletPassesResource(http).cartApplePass(cartId);
 * link.href = URL.createObjectURL(pass); link.download = 'order.pkpass';
 */
export function createWalletPassesResource(http: HttpClient): WalletPassesResource {
  const segment = encodeURIComponent;
  return {
    applePass: ({ productType, payableItemGroupId }, options) =>
      http.get(
        `/api/app/wallet-passes/apple-wallet/${segment(productType)}/${segment(payableItemGroupId)}`,
        { ...options, ...blobAnswer },
      ),
    cartApplePass: (cartId, options) =>
      http.get(`/api/app/wallet-passes/apple-wallet/cart/${segment(cartId)}`, {
        ...options,
        ...blobAnswer,
      }),
  };
}
