import { describe, expect, it } from 'vitest';
import { bankTransferSchema } from './bank-transfer-form.ts';
import { toValidationErrors } from './to-validation-errors.ts';

describe('bankTransferSchema', () => {
  it('accepts an account, a name and one receipt', () => {
    const receipt = new File([new Uint8Array(8)], 'receipt.png', { type: 'image/png' });
    expect(
      bankTransferSchema.parse({ bankAccountId: 'acc-1', transferorName: ' Sara ', receipt }),
    ).toEqual({ bankAccountId: 'acc-1', transferorName: 'Sara', receipt });
  });

  it('reports each missing field with its code', () => {
    const result = bankTransferSchema.safeParse({ bankAccountId: '', transferorName: '' });
    expect(result.success).toBe(false);
    expect(toValidationErrors(result.error!, 'en').map((e) => [e.code, e.message])).toEqual([
      ['VALIDATION_bankAccountId', 'This field is required'],
      ['VALIDATION_transferorName', 'This field is required'],
      ['VALIDATION_receipt', 'This field is required'],
    ]);
  });
});
