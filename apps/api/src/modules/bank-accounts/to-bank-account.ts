import { bankCodeSchema, bankName, type BankAccount, type Language } from '@storefront/contracts';
import type { BankAccountRecord } from './bank-account-repository.ts';

/**
 * A stored account as sent on the wire, with the bank's name in the request's language.
 *
 * @example
 * accounts.map((account) => toBankAccount(account, request.language));
 */
export function toBankAccount(record: BankAccountRecord, language: Language): BankAccount {
  // The database's check constraint keeps codes within 1–11; parse to get the literal type.
  const bankCode = bankCodeSchema.parse(record.bankCode);
  return {
    id: record.id,
    bankCode,
    bankName: bankName(bankCode, language),
    accountHolderName: record.accountHolderName,
    accountNumber: record.accountNumber,
    iban: record.iban,
  };
}
