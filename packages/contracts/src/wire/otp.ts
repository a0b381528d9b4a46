import * as z from 'zod/mini';

/** Purpose 0 is sign-in, the only purpose the checkout uses (docs/product/api.md). */
export const otpRequestSchema = z
  .object({
    mobileNumber: z.string().check(z.minLength(1)),
    purpose: z.literal(0),
  })
  .register(z.globalRegistry, { id: 'OtpRequest' });

export const otpResponseSchema = z
  .object({
    /** Opaque token naming the code that was sent; proves the number together with the code. */
    token: z.string(),
    /** Seconds the code lives (300). */
    expiresIn: z.int().check(z.positive()),
  })
  .register(z.globalRegistry, { id: 'OtpResponse' });

export type OtpRequest = z.infer<typeof otpRequestSchema>;
export type OtpResponse = z.infer<typeof otpResponseSchema>;
