import {
  receiptAcceptedTypes,
  validationMessage,
  type Language,
  receiptMaxBytes,
  receiptMaxFiles,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../errors/api-error.ts';
import { fieldError } from '../../errors/field-error.ts';
import { isUnstorableText } from '../../http/unstorable-text.ts';
import { bankTransferMessage } from './bank-transfer-messages.ts';
import type { ReceiptStore, StoredFile } from './receipt-store.ts';

/** The multipart field holding the receipt. */
export const receiptField = 'receipt';

/** A receipt accepted and stored: its type read from its content. */
export interface UploadedReceipt extends StoredFile {
  contentType: string;
  /** As the client named it (kept for people, never used as a path). */
  originalFileName: string | null;
}

function invalidFile(message?: string): ApiError {
  return new ApiError(400, 'BANK_TRANSFER_INVALID_FILE', message === undefined ? {} : { message });
}

/** The answer to a failure of the multipart stream (ours, or a malformed body). */
function uploadError(error: unknown, language: Language): unknown {
  if (error instanceof ApiError) return error;
  // A file-system failure (the disk) is a fault of ours, not of the upload.
  if (typeof error === 'object' && error !== null && 'syscall' in error) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'BANK_TRANSFER_FILE_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return invalidFile();
    default:
      // Busboy's own errors (a bad boundary, a cut part, too many fields…) describe the request.
      return new ApiError(400, 'BANK_TRANSFER_INVALID_FILE', {
        message: bankTransferMessage('malformedUpload', language),
        details: error instanceof Error ? error.message : null,
      });
  }
}

/**
 * Reads the receipt of a `multipart/form-data` request and stores it while it streams in:
 * exactly one file in the field `receipt` (a second file: 400 `BANK_TRANSFER_INVALID_FILE`
 * "Please upload one file only"; none: 400 `VALIDATION_ERROR` on `receipt`); at most 10 MB,
 * enforced while streaming (413 `BANK_TRANSFER_FILE_TOO_LARGE`); not empty (400); a PNG, JPEG or
 * GIF by its content, whatever its name or declared type says (415
 * `BANK_TRANSFER_INVALID_FILE_TYPE`). A refused file is deleted before the error is thrown. Not
 * multipart at all: 415 `UNSUPPORTED_MEDIA_TYPE`.
 *
 * @example
 * const receipt = await readReceiptUpload(request, store, request.language);
 */
export async function readReceiptUpload(
  request: FastifyRequest,
  store: ReceiptStore,
  language: Language,
): Promise<UploadedReceipt> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let saved: StoredFile | null = null;
  let originalFileName: string | null = null;
  try {
    for await (const part of request.parts({ limits: receiptUploadLimits })) {
      // Parts stream past the app's storable-text hooks (plugins/storable-text.ts): the same
      // rule, applied here to the one file name kept and to any field sent along.
      const text = part.type === 'file' ? part.filename : part.value;
      if (typeof text === 'string' && isUnstorableText(text)) {
        if (part.type === 'file') part.file.resume();
        throw fieldError(part.fieldname, validationMessage('validation.text.unstorable', language));
      }
      if (part.type !== 'file') continue;
      if (saved !== null) throw invalidFile();
      if (part.fieldname !== receiptField) {
        // Drained and dropped; it still counts as the one file the limit allows.
        part.file.resume();
        continue;
      }
      saved = await store.write(part.file);
      originalFileName = part.filename ? part.filename.slice(0, 255) : null;
      if (part.file.truncated) throw new ApiError(413, 'BANK_TRANSFER_FILE_TOO_LARGE');
    }
  } catch (error) {
    if (saved) await store.remove(saved.storedName);
    throw uploadError(error, language);
  }
  if (!saved) {
    throw new ApiError(400, 'VALIDATION_ERROR', {
      validationErrors: [
        { message: validationMessage('validation.required', language), members: [receiptField] },
      ],
    });
  }
  if (saved.sizeBytes === 0) {
    await store.remove(saved.storedName);
    throw invalidFile(bankTransferMessage('emptyFile', language));
  }
  const type = await fileTypeFromBuffer(saved.head);
  if (!type || !receiptAcceptedTypes.includes(type.mime)) {
    await store.remove(saved.storedName);
    throw new ApiError(415, 'BANK_TRANSFER_INVALID_FILE_TYPE');
  }
  return { ...saved, contentType: type.mime, originalFileName };
}

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
