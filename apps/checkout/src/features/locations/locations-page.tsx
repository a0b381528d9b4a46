import type { CustomerLocationInput, SavedCustomerLocation } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountListPage } from '../../components/account/account-list-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAccountApi } from '../../lib/account-api.tsx';
import { Loaded } from '../../lib/loaded.tsx';
import { useListActions } from '../../lib/use-list-actions.ts';
import { coordinatesText } from './coordinates-text.ts';
import { LocationForm, type PositionSource } from './location-form.tsx';
import { useSavedLocations } from './use-saved-locations.ts';

/** Props of {@link LocationsPage}. */
export interface LocationsPageProps {
  /** `navigator.geolocation` by default. */
  geolocation?: PositionSource | undefined;
}

/**
 * "Saved locations" (docs/product/account-pages.md): the customer's locations with their description
 * and coordinates; one is added (from the browser's position or typed coordinates), edited, or
 * deleted after a confirmation.
 *
 * @example
 * { path: 'locations', Component: LocationsPage }
 */
export function LocationsPage({ geolocation }: LocationsPageProps) {
  const { t } = useTranslation();
  const api = useAccountApi().locations;
  const { locations, refresh } = useSavedLocations();
  const [editing, setEditing] = useState<'new' | SavedCustomerLocation | null>(null);
  const [deleting, setDeleting] = useState<SavedCustomerLocation | null>(null);
  const changes = useListActions(refresh);
  const formProps = geolocation ? { geolocation } : {};

  const save = (input: CustomerLocationInput) =>
    changes.save(
      () =>
        editing === 'new' || editing === null ? api.create(input) : api.update(editing.id, input),
      t('account.locations.saved'),
      () => setEditing(null),
    );

  const body = (
    <Loaded query={locations}>
      {(list) => (
        <>
          {list.items.length === 0 ? (
            <p className="text-slate-700">{t('account.locations.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.items.map((location) => {
                const title = location.description ?? coordinatesText(location);
                return (
                  <li
                    key={location.id}
                    className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
                  >
                    <div>
                      <h2 className="font-semibold text-slate-900">{title}</h2>
                      <p className="text-sm text-slate-600">
                        <bdi dir="ltr">{coordinatesText(location)}</bdi>
                      </p>
                    </div>
                    {editing !== 'new' && editing?.id === location.id ? (
                      <LocationForm
                        location={location}
                        onSave={save}
                        onCancel={() => setEditing(null)}
                        error={changes.formError}
                        {...formProps}
                      />
                    ) : (
                      <div className="flex flex-wrap gap-3">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            changes.clearFormError();
                            setEditing(location);
                          }}
                          aria-label={t('account.editNamed', { name: title })}
                        >
                          {t('account.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setDeleting(location)}
                          aria-label={t('account.deleteNamed', { name: title })}
                        >
                          {t('account.delete')}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {editing === 'new' ? (
            <LocationForm
              onSave={save}
              onCancel={() => setEditing(null)}
              error={changes.formError}
              {...formProps}
            />
          ) : (
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  changes.clearFormError();
                  setEditing('new');
                }}
              >
                {t('account.locations.add')}
              </Button>
            </div>
          )}
        </>
      )}
    </Loaded>
  );

  return (
    <AccountListPage
      titleId="locations-title"
      title={t('account.locations.title')}
      headingRef={changes.heading}
      actionError={changes.actionError}
      done={changes.done}
      gap="gap-4"
      confirmDelete={{
        open: deleting !== null,
        onClose: () => setDeleting(null),
        title: t('account.locations.deleteTitle'),
        message: t('account.locations.deleteMessage', {
          name: deleting ? (deleting.description ?? coordinatesText(deleting)) : '',
        }),
        onConfirm: () => {
          const location = deleting;
          if (!location) return;
          void changes
            .run(() => api.delete(location.id), t('account.locations.deleted'))
            .then(changes.focusHeading);
        },
      }}
    >
      {body}
    </AccountListPage>
  );
}
