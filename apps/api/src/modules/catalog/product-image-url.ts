/**
 * The public URL of a product's image: under `publicUrl` (absolute when configured, since the
 * checkout may run on another origin), with the image's version so a changed image is fetched
 * again despite long caching.
 *
 * @example
 * productImageUrl('https://api.example.com', productId, updatedAt);
 * // 'https://api.example.com/api/app/product-image/<id>?v=1767225600000'
 */
export function productImageUrl(publicUrl: string, productId: string, updatedAt: Date): string {
  return `${publicUrl}/api/app/product-image/${productId}?v=${updatedAt.getTime()}`;
}
