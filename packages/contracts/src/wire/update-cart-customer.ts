import * as z from 'zod/mini';

/**
 * Query of `PUT /api/app/cart/customer/{cartId}` (docs/product/entities.md "Customer identity");
 * the body is the customer's custom fields and the answer is the whole cart. `otpToken` is the
 * token of `POST /api/app/otp` whose code the shopper entered: it proves the number
 * (docs/product/sign-in.md).
 */
export const updateCartCustomerQuerySchema = z.object({
  name: z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100)),
  mobileNumber: z.string().check(z.minLength(1)).check(z.maxLength(32)),
  otpToken: z.string().check(z.minLength(1)),
});

export type UpdateCartCustomerQuery = z.infer<typeof updateCartCustomerQuerySchema>;
