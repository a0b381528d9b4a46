import { localize, type Language, type Provider } from '@storefront/contracts';
import type { ProviderRow } from '../catalog/catalog-product.ts';

/**
 * A stored provider as sent on the wire, named in the request's language. Providers have no
 * picture yet (`imageUrl` null); working hours and geofences stay on the server.
 *
 * @example
 * providers.map((provider) => toProvider(provider, request.language));
 */
export function toProvider(provider: ProviderRow, language: Language): Provider {
  return {
    id: provider.id,
    name: localize({ ar: provider.nameAr, en: provider.nameEn }, language),
    imageUrl: null,
    branchId: provider.branchId,
  };
}
