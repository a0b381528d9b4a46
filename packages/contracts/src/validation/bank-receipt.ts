import * as z from 'zod/mini';
import { receiptAcceptedTypes, receiptMaxBytes, receiptMaxFiles } from '../constants/limits.ts';
import { fileMatchesTypes } from './file-matches-types.ts';
import { fileWithinSize } from './file-within-size.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/** What a receipt field may hold: one file, the files of an `<input type="file">`, or nothing. */
export type BankReceiptInput = File | readonly File[] | FileList | null | undefined;

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

// A FileList (browser only) is recognised by shape, so the schema also loads in Node.
function isFileList(value: unknown): value is FileList {
  return typeof value === 'object' && value !== null && 'item' in value && 'length' in value;
}

function filesOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value as unknown[];
  if (isFileList(value)) return Array.from(value);
  return [value];
}

/**
 * Bank-transfer receipt (docs/product/validation.md): required; exactly one file; PNG, JPG or GIF;
 * at most 10 MB. Takes a `File`, an array of files or a `FileList`; outputs the single `File`.
 *
 * @example
 * bankReceiptSchema.safeParse(input.files);
 */
export const bankReceiptSchema = z.pipe(
  z.custom<BankReceiptInput>(),
  z.transform((value, ctx): File => {
    const fail = (message: ValidationMessageKey) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    const files = filesOf(value);
    const [file] = files;
    if (file === undefined) return fail('validation.required');
    if (files.length > receiptMaxFiles) return fail('validation.receipt.fileCount');
    if (!isFile(file)) return fail('validation.invalid');
    if (!fileMatchesTypes(file, receiptAcceptedTypes)) return fail('validation.receipt.fileType');
    if (!fileWithinSize(file, receiptMaxBytes)) return fail('validation.receipt.fileSize');
    return file;
  }),
);
