import * as z from 'zod/mini';

/** Query of `GET /dev/otp-outbox` (outside production only). */
export const devOtpOutboxQuerySchema = z.object({
  mobileNumber: z.string().check(z.minLength(1)).check(z.maxLength(64)),
});

/**
 * The latest code sent to a number, for development and end-to-end tests (docs/product/sign-in.md).
 */
export const devOtpOutboxEntrySchema = z
  .object({
    /** E.164. */
    mobileNumber: z.string(),
    code: z.string(),
    sentAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'DevOtpOutboxEntry' });

export type DevOtpOutboxQuery = z.infer<typeof devOtpOutboxQuerySchema>;
export type DevOtpOutboxEntry = z.infer<typeof devOtpOutboxEntrySchema>;
