import type { Language, PaymentMethod } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { createSettingsRepository, type TenantSettings } from '../tenants/settings-repository.ts';
import type { PaymentContext } from './payment-context.ts';
import { paymentMessage } from './payment-messages.ts';

/**
 * The tenant's settings when it offers `method` (and, for a card method, takes cards through
 * `cardProvider`); 400 `INVALID_OPERATION` with a message saying which is missing.
 *
 * @example
 * const settings = await settingsOffering(context, tenantId, 'mada', 'moyasar', 'en');
 */
export async function settingsOffering(
  context: PaymentContext,
  tenantId: string,
  method: PaymentMethod,
  cardProvider: TenantSettings['cardProvider'] | null,
  language: Language,
): Promise<TenantSettings> {
  const settings = await createSettingsRepository(context.db, tenantId).find();
  if (!settings?.paymentMethods.includes(method)) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('methodUnavailable', language),
    });
  }
  if (cardProvider !== null && settings.cardProvider !== cardProvider) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('cardsThroughOtherProvider', language),
    });
  }
  return settings;
}
