import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Props of {@link SignedInCustomer}. */
export interface SignedInCustomerProps {
  name: string | null;
  /** E.164; shown when the cart names the shopper. */
  mobileNumber?: string | null;
  onLogOut: () => void;
}

/**
 * Who is signed in, with a "Log out" action (docs/product/screens.md: logout clears local and
 * session storage and leaves for the login page).
 *
 * @example
 * <SignedInCustomer name="Sara" mobileNumber="+966512345678" onLogOut={auth.logout} />
 */
export function SignedInCustomer({ name, mobileNumber, onLogOut }: SignedInCustomerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col">
        {name ? (
          <p className="font-semibold text-slate-900">{t('identity.signedInAs', { name })}</p>
        ) : null}
        {mobileNumber ? (
          <p className="text-sm text-slate-600">
            {t('identity.verifiedMobile')}: <bdi dir="ltr">{mobileNumber}</bdi>
          </p>
        ) : null}
      </div>
      <Button variant="secondary" onClick={onLogOut}>
        {t('identity.logOut')}
      </Button>
    </div>
  );
}
