import { describe, expect, it } from 'vitest';
import { receiptMaxBytes } from '../constants/limits.ts';
import { bankReceiptSchema } from './bank-receipt.ts';
import { failuresOf } from './testing/failures-of.ts';

function file(name: string, type: string, size = 4): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A FileList as an `<input type="file">` gives it; Node has none, so one is shaped by hand. */
function fileList(...files: File[]): FileList {
  const list = {
    length: files.length,
    item: (index: number) => files[index] ?? null,
    [Symbol.iterator]: () => files[Symbol.iterator](),
  };
  files.forEach((f, index) => Object.defineProperty(list, index, { value: f }));
  return list;
}

const required = ['validation.required', 'This field is required'];
const fileCount = ['validation.receipt.fileCount', 'Please upload one file only'];
const fileType = [
  'validation.receipt.fileType',
  'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
];
const fileSize = [
  'validation.receipt.fileSize',
  'The file is too large. The maximum size is 10 MB.',
];

describe('bankReceiptSchema', () => {
  it.each([
    ['a PNG', file('receipt.png', 'image/png')],
    ['a JPG', file('receipt.jpg', 'image/jpeg')],
    ['a GIF', file('receipt.gif', 'image/gif')],
    ['a file of exactly 10 MB', file('receipt.png', 'image/png', receiptMaxBytes)],
  ])('accepts %s and outputs the file', (_label, receipt) => {
    expect(bankReceiptSchema.parse(receipt)).toBe(receipt);
  });

  it('takes the one file of an array or a FileList', () => {
    const receipt = file('receipt.png', 'image/png');
    expect(bankReceiptSchema.parse([receipt])).toBe(receipt);
    expect(bankReceiptSchema.parse(fileList(receipt))).toBe(receipt);
  });

  it.each([
    ['nothing', undefined, required],
    ['null', null, required],
    ['an empty list', [], required],
    ['an empty FileList', fileList(), required],
    ['two files', [file('a.png', 'image/png'), file('b.png', 'image/png')], fileCount],
    [
      'a FileList of two',
      fileList(file('a.png', 'image/png'), file('b.gif', 'image/gif')),
      fileCount,
    ],
    ['a WebP image (image/* is not enough)', file('r.webp', 'image/webp'), fileType],
    ['a PDF', file('r.pdf', 'application/pdf'), fileType],
    ['a PNG name with no type', file('r.png', ''), fileType],
    ['10 MB and one byte', file('r.png', 'image/png', receiptMaxBytes + 1), fileSize],
    ['a string', 'receipt.png', ['validation.invalid', 'This value is not valid']],
  ])('rejects %s', (_label, input, failure) => {
    expect(failuresOf(bankReceiptSchema, input)).toEqual([failure]);
  });

  it('gives the Arabic receipt texts', () => {
    expect(
      failuresOf(bankReceiptSchema, [file('a.png', 'image/png'), file('b.png', 'image/png')], 'ar'),
    ).toEqual([['validation.receipt.fileCount', 'يرجى رفع ملف واحد فقط']]);
  });
});
