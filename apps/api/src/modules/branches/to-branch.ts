import { localize, type Branch, type Language } from '@storefront/contracts';
import type { BranchRow } from './branch-repository.ts';

/**
 * A stored branch as sent on the wire: name and address in the request's language (English when
 * the Arabic is missing).
 *
 * @example
 * branches.map((branch) => toBranch(branch, request.language));
 */
export function toBranch(branch: BranchRow, language: Language): Branch {
  const address =
    branch.addressAr === null && branch.addressEn === null
      ? null
      : localize({ ar: branch.addressAr ?? '', en: branch.addressEn ?? '' }, language);
  return {
    id: branch.id,
    name: localize({ ar: branch.nameAr, en: branch.nameEn }, language),
    address: address === '' ? null : address,
    longitude: branch.longitude,
    latitude: branch.latitude,
    phoneNumber: branch.phoneNumber,
  };
}
