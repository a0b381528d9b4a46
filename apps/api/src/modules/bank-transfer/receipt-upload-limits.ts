import { receiptMaxBytes, receiptMaxFiles } from '@storefront/contracts';

/**
 * Busboy's limits for the receipt upload, enforced while the body streams in: one file of at
 * most 10 MB (docs/product/validation.md and constants.md), and a few small fields at most, so no
 * part of the body can grow without bound.
 */
export const receiptUploadLimits = {
  files: receiptMaxFiles,
  fileSize: receiptMaxBytes,
  fields: 10,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: 20,
  headerPairs: 20,
} as const;
