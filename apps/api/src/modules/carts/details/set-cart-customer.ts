import type { Cart, CustomFieldValues } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import { createCustomerRepository } from '../../auth/customer-repository.ts';
import type { SessionCustomer } from '../../auth/session-repository.ts';
import { verifiedMobileNumber } from '../../auth/verified-mobile-number.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { cartMessage } from '../cart-messages.ts';
import { changeCart } from '../change-cart.ts';
import { fieldError } from '../../../errors/field-error.ts';
import { findCartFor } from '../cart-guards.ts';

/** The shopper to name on the cart; `mobileNumber` already normalised to E.164. */
export interface CartCustomerInput {
  name: string;
  mobileNumber: string;
  otpToken: string;
  customFields: CustomFieldValues;
}

/**
 * `PUT /api/app/cart/customer/{cartId}?name&mobileNumber&otpToken`: names the shopper on the
 * cart. The caller must be signed in (401), the otp token must prove the number (its code signed
 * in within the last 30 minutes) and the number must be the signed-in customer's (400 otherwise);
 * the cart then becomes that customer's, so only they reach it from now on. A customer account
 * without a name (its first sign-in created it) takes the name given here, so the shopper signs in
 * next time with the mobile and code alone (docs/product/sign-in.md); a named account keeps its
 * name.
 *
 * @example
 * const cart = await setCartCustomer(context, caller, cartId, { name, mobileNumber, otpToken, customFields: {} });
 */
export async function setCartCustomer(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  input: CartCustomerInput,
): Promise<Cart> {
  const customer: SessionCustomer | null = caller.customer;
  if (!customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  await findCartFor(context.db, caller, cartId);
  const proven = await verifiedMobileNumber(
    context.db,
    caller.tenantId,
    input.otpToken,
    context.clock.now(),
  );
  if (proven !== input.mobileNumber) {
    throw fieldError('otpToken', cartMessage('otpTokenNotVerified', caller.language));
  }
  if (customer.mobileNumber !== input.mobileNumber) {
    throw fieldError('mobileNumber', cartMessage('notSignedInNumber', caller.language));
  }
  const named = await changeCart(context, caller, cartId, () =>
    Promise.resolve({
      customerId: customer.customerId,
      customerName: input.name,
      customerMobileNumber: input.mobileNumber,
      customerCustomFields: input.customFields,
    }),
  );
  await createCustomerRepository(context.db, caller.tenantId).nameIfUnnamed(
    customer.customerId,
    input.name,
  );
  return named;
}
