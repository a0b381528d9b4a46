import { bankName, type BankAccount } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { CopyButton, type ClipboardWriter } from './copy-button.tsx';

/** Groups an IBAN by four characters for reading; the copy keeps it whole. */
function readableIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The transfer details of one account (docs/product/screens.md): bank name, account holder name,
 * account number and IBAN, each with its copy button.
 *
 * @example
 * <BankAccountDetails account={account} />
 */
export function BankAccountDetails({
  account,
  clipboard,
}: {
  account: BankAccount;
  clipboard?: ClipboardWriter | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = [
    {
      key: 'bankName',
      label: t('bankTransfer.bankName'),
      text: bankName(account.bankCode, language),
      shown: null,
      ltr: false,
    },
    {
      key: 'holder',
      label: t('bankTransfer.accountHolderName'),
      text: account.accountHolderName,
      shown: null,
      ltr: false,
    },
    {
      key: 'number',
      label: t('bankTransfer.accountNumber'),
      text: account.accountNumber,
      shown: null,
      ltr: true,
    },
    {
      key: 'iban',
      label: t('bankTransfer.iban'),
      text: account.iban,
      shown: readableIban(account.iban),
      ltr: true,
    },
  ];
  return (
    <dl className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        // A dl allows one wrapping div per term and description, so the copy action sits in the dd.
        <div key={row.key} className="flex flex-col gap-1 px-4 py-3">
          <dt className="text-xs font-medium text-slate-600">{row.label}</dt>
          <dd className="flex items-center justify-between gap-3">
            {/* bdi: an English holder name or a number keeps its own direction in Arabic text. */}
            <bdi
              dir={row.ltr ? 'ltr' : undefined}
              className={`min-w-0 break-all font-semibold text-slate-900 ${row.ltr ? 'font-mono' : ''}`}
            >
              {row.shown ?? row.text}
            </bdi>
            <CopyButton text={row.text} label={row.label} clipboard={clipboard} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
