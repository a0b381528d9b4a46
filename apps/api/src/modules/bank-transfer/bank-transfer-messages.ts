import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The bank-transfer area's own messages (the error codes' messages live in contracts). */
const bankTransferMessages = {
  emptyFile: { en: 'The file is empty.', ar: 'الملف فارغ.' },
  malformedUpload: {
    en: 'The upload could not be read. Please choose the file again.',
    ar: 'تعذّرت قراءة الملف المرفوع. يرجى اختيار الملف مرة أخرى.',
  },
  bankAccountNotFound: {
    en: 'This bank account was not found.',
    ar: 'لم يتم العثور على هذا الحساب البنكي.',
  },
} as const satisfies MessageTable;

/** The name of a bank-transfer message. */
export type BankTransferMessageKey = keyof typeof bankTransferMessages;

/**
 * A bank-transfer message in the request's language.
 *
 * @example
 * bankTransferMessage('emptyFile', 'en'); // 'The file is empty.'
 */
export const bankTransferMessage = messageLookup(bankTransferMessages);
