import { bankName, type BankAccount, type BankReceiptInput } from '@storefront/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field, FieldError } from '../../components/ui/field.tsx';
import type { FieldBinding } from '../../components/ui/field-binding.ts';
import { Radio } from '../../components/ui/radio.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { BankAccountDetails } from './bank-account-details.tsx';
import type { ClipboardWriter } from './copy-button.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';
import { useBankAccounts } from './use-bank-accounts.ts';

const noAccounts: readonly BankAccount[] = [];

/** Props of {@link BankTransferSection}: the form's bank-transfer values. */
export interface BankTransferSectionProps {
  bankAccountId: FieldBinding<string>;
  transferorName: FieldBinding<string>;
  receipt: FieldBinding<BankReceiptInput>;
  /** Defaults to `navigator.clipboard`. */
  clipboard?: ClipboardWriter;
}

/**
 * The bank-transfer screen (docs/product/screens.md): the tenant's accounts to choose from, the
 * chosen one's details with copy buttons, "Transferor name" and "Bank receipt"; "Loading bank
 * accounts...", "No bank accounts available" (with "Please contact support to set up bank
 * transfer payments") and "Unable to load bank accounts" while there are none to show. Loaded on
 * demand when bank transfer is chosen.
 *
 * @example
 * const BankTransferSection = lazy(() => import('./bank-transfer-section.tsx'));
 */
export default function BankTransferSection({
  bankAccountId,
  transferorName,
  receipt,
  clipboard,
}: BankTransferSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const accounts = useBankAccounts();
  const list = accounts.data ?? noAccounts;
  const chosen = list.find((account) => account.id === bankAccountId.value) ?? null;
  const { onChange: chooseAccount, value: chosenId } = bankAccountId;

  // The first account is chosen until the shopper picks another; a vanished choice is replaced.
  useEffect(() => {
    const first = list[0];
    if (first && !list.some((account) => account.id === chosenId)) chooseAccount(first.id);
  }, [list, chosenId, chooseAccount]);

  const accountError = bankAccountId.error ? (
    <FieldError id="bank-account-error">{bankAccountId.error}</FieldError>
  ) : null;

  let accountsView;
  if (accounts.isPending) {
    accountsView = (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('bankTransfer.loading')}
      </p>
    );
  } else if (accounts.isError) {
    accountsView = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4">
        <p className="font-semibold text-red-800">{t('rules.bankAccountsLoadFailed')}</p>
        <Button variant="secondary" onClick={() => void accounts.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    accountsView = (
      <div role="status" className="flex flex-col gap-1 rounded-xl bg-slate-100 p-4">
        <p className="font-semibold text-slate-900">{t('rules.noBankAccounts')}</p>
        <p className="text-slate-700">{t('rules.bankTransferNotSetUp')}</p>
      </div>
    );
  } else {
    accountsView = (
      <>
        {list.length > 1 ? (
          <div className="flex flex-col gap-2">
            <p id="bank-account-label" className="text-sm font-medium text-slate-800">
              {t('bankTransfer.account')}
            </p>
            <div
              role="radiogroup"
              aria-labelledby="bank-account-label"
              aria-invalid={bankAccountId.error ? true : undefined}
              aria-describedby={bankAccountId.error ? 'bank-account-error' : undefined}
              className="grid gap-2 sm:grid-cols-2"
            >
              {list.map((account) => (
                <div
                  key={account.id}
                  className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
                >
                  <Radio
                    id={`bank-account-${account.id}`}
                    name={bankAccountId.name}
                    value={account.id}
                    checked={bankAccountId.value === account.id}
                    onChange={() => bankAccountId.onChange(account.id)}
                    onBlur={bankAccountId.onBlur}
                    aria-describedby={`bank-account-${account.id}-iban`}
                  />
                  <div className="flex min-w-0 flex-col">
                    <label
                      htmlFor={`bank-account-${account.id}`}
                      className="cursor-pointer font-semibold"
                    >
                      {bankName(account.bankCode, language)}
                    </label>
                    <bdi
                      id={`bank-account-${account.id}-iban`}
                      dir="ltr"
                      className="truncate font-mono text-xs text-slate-600"
                    >
                      {account.iban}
                    </bdi>
                  </div>
                </div>
              ))}
            </div>
          </div>
        ) : null}
        {chosen ? (
          <>
            <p className="text-sm text-slate-700">{t('bankTransfer.instructions')}</p>
            <BankAccountDetails account={chosen} clipboard={clipboard} />
          </>
        ) : null}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="bank-transfer-title" className="font-bold text-slate-900">
        {t('bankTransfer.title')}
      </h3>
      {accountsView}
      {accountError}
      {list.length === 0 ? null : (
        <>
          <Field
            id="transferor-name"
            label={t('bankTransfer.transferorName')}
            hint={t('bankTransfer.transferorHint')}
            error={transferorName.error}
          >
            {(control) => (
              <TextInput
                {...control}
                name={transferorName.name}
                value={transferorName.value}
                onChange={(event) => transferorName.onChange(event.target.value)}
                onBlur={transferorName.onBlur}
                autoComplete="name"
              />
            )}
          </Field>
          <ReceiptUpload receipt={receipt} />
        </>
      )}
    </section>
  );
}
