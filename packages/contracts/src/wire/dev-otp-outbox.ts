import { z } from 'zod';

/** Query of `GET /dev/otp-outbox` (outside production only). */
export const devOtpOutboxQuerySchema = z.object({
  mobileNumber: z.string().min(1).max(64),
});

/** The latest code sent to a number, for development and end-to-end tests (decisions.md). */
export const devOtpOutboxEntrySchema = z.object({
  /** E.164. */
  mobileNumber: z.string(),
  code: z.string(),
  sentAt: z.iso.datetime(),
});

export type DevOtpOutboxQuery = z.infer<typeof devOtpOutboxQuerySchema>;
export type DevOtpOutboxEntry = z.infer<typeof devOtpOutboxEntrySchema>;
