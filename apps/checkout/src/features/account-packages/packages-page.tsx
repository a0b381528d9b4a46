import type { CustomerSubscription } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFormatMoney } from '../../lib/money-display.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { Loaded } from '../../lib/loaded.tsx';
import { useActiveSubscription, useCustomerPackages } from './use-packages.ts';

function SubscriptionCard({ subscription }: { subscription: CustomerSubscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useFormatMoney();
  const timeZone = useTenantTimeZone();
  const rows: [string, ReactNode][] = [
    ['account.subscription.plan', subscription.productName],
    [
      'account.subscription.price',
      <MoneyText
        key="price"
        text={
          subscription.period
            ? t(`account.subscription.per.${subscription.period}`, {
                amount: money(subscription.amount),
              })
            : money(subscription.amount)
        }
      />,
    ],
    ['account.subscription.status', t(`account.subscription.statuses.${subscription.status}`)],
    ['account.subscription.start', formatDate(subscription.startDate, language, timeZone)],
    ['account.subscription.renewal', formatDate(subscription.endDate, language, timeZone)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{t(label)}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Packages and subscription" (docs/product/account-pages.md): each package the customer bought, with
 * every item's remaining and total count, and the active subscription (plan, price, status,
 * start and next renewal), or a line saying there is none.
 *
 * @example
 * { path: 'packages', Component: PackagesPage }
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  const packages = useCustomerPackages();
  const subscription = useActiveSubscription();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="subscription-title" className="flex flex-col gap-3">
        <h1 id="subscription-title" className="text-xl font-bold text-slate-900">
          {t('account.subscription.title')}
        </h1>
        <Loaded query={subscription}>
          {(active) =>
            active ? (
              <SubscriptionCard subscription={active} />
            ) : (
              <p className="text-slate-700">{t('account.subscription.none')}</p>
            )
          }
        </Loaded>
      </section>
      <section aria-labelledby="packages-title" className="flex flex-col gap-3">
        <h2 id="packages-title" className="text-xl font-bold text-slate-900">
          {t('account.packages.title')}
        </h2>
        <Loaded query={packages}>
          {(list) =>
            list.items.length === 0 ? (
              <p className="text-slate-700">{t('account.packages.none')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.items.map((customerPackage) => (
                  <li
                    key={customerPackage.id}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
                  >
                    <h3 className="font-semibold text-slate-900">{customerPackage.name}</h3>
                    <p className="text-sm text-slate-600">
                      {t('account.packages.purchased', {
                        date: formatDate(customerPackage.purchasedAt, language, timeZone),
                      })}
                      {customerPackage.expiresAt
                        ? ` · ${t('account.packages.expires', {
                            date: formatDate(customerPackage.expiresAt, language, timeZone),
                          })}`
                        : ''}
                    </p>
                    <ul className="flex flex-col divide-y divide-slate-200">
                      {customerPackage.items.map((item) => (
                        <li key={item.id} className="flex justify-between gap-3 py-2">
                          <span>{item.productName}</span>
                          <span className="font-medium">
                            {t('account.packages.remaining', {
                              remaining: item.remainingQuantity,
                              total: item.totalQuantity,
                            })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
