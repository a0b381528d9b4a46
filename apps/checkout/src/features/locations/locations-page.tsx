import type { CustomerLocationInput, SavedCustomerLocation } from '@storefront/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMessages } from '../../components/ui/action-messages.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi } from '../../lib/account-api.tsx';
import { errorText } from '../../lib/error-text.ts';
import { Loaded } from '../../lib/loaded.tsx';
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
  const language = useLanguage();
  const api = useAccountApi().locations;
  const { locations, refresh } = useSavedLocations();
  const [editing, setEditing] = useState<'new' | SavedCustomerLocation | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedCustomerLocation | null>(null);
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const formProps = geolocation ? { geolocation } : {};

  const save = async (input: CustomerLocationInput) => {
    setFormError(null);
    try {
      if (editing === 'new' || editing === null) await api.create(input);
      else await api.update(editing.id, input);
      await refresh();
      setEditing(null);
      setDone(t('account.locations.saved'));
    } catch (error) {
      setFormError(errorText(error, language));
    }
  };
  const remove = async (location: SavedCustomerLocation) => {
    setActionError(null);
    setDone('');
    try {
      await api.delete(location.id);
      await refresh();
      setDone(t('account.locations.deleted'));
    } catch (error) {
      setActionError(errorText(error, language));
    }
    heading.current?.focus();
  };

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
                        error={formError}
                        {...formProps}
                      />
                    ) : (
                      <div className="flex flex-wrap gap-3">
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setFormError(null);
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
              error={formError}
              {...formProps}
            />
          ) : (
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  setFormError(null);
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
    <section aria-labelledby="locations-title" className="flex flex-col gap-4">
      <h1
        id="locations-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t('account.locations.title')}
      </h1>
      <ActionMessages error={actionError} done={done} />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('account.locations.deleteTitle')}
        message={t('account.locations.deleteMessage', {
          name: deleting ? (deleting.description ?? coordinatesText(deleting)) : '',
        })}
        confirmLabel={t('account.delete')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}
