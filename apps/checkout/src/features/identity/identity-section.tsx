import { dataFreshness, type CartCustomer } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import { IdentityForm, type VerifiedCustomer } from './identity-form.tsx';
import { SignedInCustomer } from './signed-in-customer.tsx';

/** Props of {@link IdentitySection}. */
export interface IdentitySectionProps {
  /** The shopper the cart names, once proven. */
  customer: CartCustomer | null;
  /** Names the proven shopper on the cart (UPDATE_CUSTOMER). */
  onVerified: (customer: VerifiedCustomer) => Promise<unknown>;
  /** Shown when the order is placed before the number is proven. */
  requiredError?: string | undefined;
}

/**
 * "Your details": the one-time-code identity form until the cart names the shopper, then who they
 * are with a log-out action. A shopper already signed in sees their name and log-out action, with
 * the form prefilled from `GET /api/auth/current-user`.
 *
 * @example
 * <IdentitySection customer={cart.customer} onVerified={updateCustomer} />
 */
export function IdentitySection({ customer, onVerified, requiredError }: IdentitySectionProps) {
  const { t } = useTranslation();
  const { auth, account, tenant } = useSdk();
  const queryClient = useQueryClient();
  const [signedInAtStart] = useState(() => auth.store.getAccessToken() !== null);
  const [signedIn, setSignedIn] = useState(signedInAtStart);
  const currentUser = useQuery({
    queryKey: queryKeys.currentUser(tenant),
    queryFn: ({ signal }) => account.currentUser({ signal }),
    enabled: signedIn && customer === null,
    ...dataFreshness.default,
  });
  const user = currentUser.data ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  const verifiedHere = useRef(false);

  // The form the shopper was in is gone once the cart names them: keep their place on the section.
  useEffect(() => {
    if (customer && verifiedHere.current) {
      verifiedHere.current = false;
      heading.current?.focus();
    }
  }, [customer]);

  return (
    <section aria-labelledby="identity-title" className="flex flex-col gap-4">
      <h2
        id="identity-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none"
      >
        {t('identity.title')}
      </h2>
      {customer ? (
        <SignedInCustomer
          name={customer.name}
          mobileNumber={customer.mobileNumber}
          onLogOut={auth.logout}
        />
      ) : (
        <>
          {user ? (
            <SignedInCustomer
              name={user.name}
              mobileNumber={user.mobileNumber}
              onLogOut={auth.logout}
            />
          ) : null}
          {signedInAtStart && currentUser.isPending ? (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <Spinner /> {t('common.loading')}
            </p>
          ) : (
            <IdentityForm
              defaultMobileNumber={user?.mobileNumber ?? ''}
              onVerified={(verified) => {
                verifiedHere.current = true;
                return onVerified(verified);
              }}
              onSignedIn={() => {
                setSignedIn(true);
                void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser(tenant) });
              }}
              requiredError={requiredError}
            />
          )}
        </>
      )}
    </section>
  );
}
