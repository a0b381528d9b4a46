/**
 * The public URL of a tenant's logo: absolute (the checkout may run on another origin), with the
 * logo's version so a changed logo is fetched again despite long caching.
 *
 * @example
 * tenantLogoUrl('https://api.example.com', tenantId, updatedAt);
 * // 'https://api.example.com/api/app/tenant-logo/<id>?v=1767225600000'
 */
export function tenantLogoUrl(publicUrl: string, tenantId: string, updatedAt: Date): string {
  return `${publicUrl}/api/app/tenant-logo/${tenantId}?v=${updatedAt.getTime()}`;
}
