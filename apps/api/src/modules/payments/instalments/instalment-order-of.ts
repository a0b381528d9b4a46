import type { Language } from '@storefront/contracts';
import { localize } from '@storefront/contracts';
import type { InstalmentOrder } from '../../../payment-providers/payment-provider-ports.ts';
import { createCartRepository, type CartRecord } from '../../carts/cart-repository.ts';
import type { PaymentContext } from '../payment-context.ts';

/**
 * What an instalment provider is told about a cart: `referenceId` (the attempt's id, or the cart's
 * for tabby's pre-scoring), the amount, the buyer (the cart's customer and verified mobile
 * number) and the lines.
 *
 * @example
 * const order = await instalmentOrderOf(context, cart, { referenceId: attempt.id, amount: attempt.amount, currency: 'SAR', brandName, language: 'en' });
 */
export async function instalmentOrderOf(
  context: PaymentContext,
  cart: CartRecord,
  order: {
    referenceId: string;
    amount: number;
    currency: string;
    brandName: string;
    language: Language;
  },
): Promise<InstalmentOrder> {
  const items = await createCartRepository(context.db, cart.tenantId).items(cart.id);
  return {
    referenceId: order.referenceId,
    amount: order.amount,
    currency: order.currency,
    description: `${order.brandName} – ${cart.id}`,
    buyer: {
      name: cart.customerName ?? '',
      phone: cart.customerMobileNumber ?? '',
      email: null,
    },
    items: items.map((item) => ({
      title: localize(item.product.name, order.language),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      referenceId: item.id,
    })),
    language: order.language,
  };
}
