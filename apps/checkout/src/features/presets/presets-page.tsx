import type { PresetGroup, PresetWithValues, SavePresetValuesRequest } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountListPage } from '../../components/account/account-list-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAccountApi } from '../../lib/account-api.tsx';
import { Loaded } from '../../lib/loaded.tsx';
import { useListActions } from '../../lib/use-list-actions.ts';
import { PresetValuesForm } from './preset-values-form.tsx';
import { usePresets } from './use-presets.ts';

type Editing = { presetId: string; groupId: string | null } | null;

/**
 * A saved value as shown: a choice by its option's label, a checkbox as yes or no.
 *
 * @example
 * shownValue({ type: 'checkbox', options: null }, 'true', t); // 'Yes'
 */
export function shownValue(
  field: Pick<PresetWithValues['fields'][number], 'type' | 'options'>,
  value: string | undefined,
  t: (key: string) => string,
): string {
  if (value === undefined || value === '') return '—';
  if (field.type === 'checkbox') return value === 'true' ? t('account.yes') : t('account.no');
  if (field.type === 'select') {
    return field.options?.find((option) => option.value === value)?.label ?? value;
  }
  return value;
}

function GroupCard({
  preset,
  group,
  index,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  preset: PresetWithValues;
  group: PresetGroup;
  index: number;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const title = group.name ?? t('account.presets.unnamedGroup', { number: index + 1 });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {group.isDefault ? (
          <span className="rounded-full border border-emerald-300 bg-emerald-50 px-3 py-0.5 text-sm font-semibold text-emerald-900">
            {t('account.presets.default')}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {preset.fields.map((field) => (
          <div key={field.key} className="flex gap-2">
            <dt className="text-slate-600">{field.label}:</dt>
            <dd className="font-medium">{shownValue(field, group.values[field.key], t)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('account.editNamed', { name: title })}
        >
          {t('account.edit')}
        </Button>
        {group.isDefault ? null : (
          <Button
            variant="secondary"
            onClick={onMakeDefault}
            aria-label={t('account.presets.makeDefaultNamed', { name: title })}
          >
            {t('account.presets.makeDefault')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={onDelete}
          aria-label={t('account.deleteNamed', { name: title })}
        >
          {t('account.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * "Saved presets" (docs/product/account-pages.md): each preset's saved sets of values, one of them the
 * default the checkout fills in; a set is added, edited, made the default, or deleted after a
 * confirmation. Every change reloads the list from the API.
 *
 * @example
 * { path: 'presets', Component: PresetsPage }
 */
export function PresetsPage() {
  const { t } = useTranslation();
  const api = useAccountApi().presets;
  const { presets, refresh } = usePresets();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PresetGroup | null>(null);
  const changes = useListActions(refresh);

  const save = (preset: PresetWithValues, values: SavePresetValuesRequest) => {
    const groupId = editing?.groupId ?? null;
    return changes.save(
      () =>
        groupId === null ? api.addValues(preset.id, values) : api.updateValues(groupId, values),
      t('account.presets.saved'),
      () => setEditing(null),
    );
  };

  const body = (
    <Loaded query={presets}>
      {(list) =>
        list.items.length === 0 ? (
          <p className="text-slate-700">{t('account.presets.none')}</p>
        ) : (
          list.items.map((preset) => {
            const editingHere = editing?.presetId === preset.id ? editing : null;
            const editedGroup =
              editingHere?.groupId != null
                ? preset.groups.find((group) => group.id === editingHere.groupId)
                : undefined;
            return (
              <section
                key={preset.id}
                aria-labelledby={`preset-${preset.id}`}
                className="flex flex-col gap-3"
              >
                <h2 id={`preset-${preset.id}`} className="text-lg font-bold text-slate-900">
                  {preset.name}
                </h2>
                {preset.groups.length === 0 ? (
                  <p className="text-slate-700">{t('account.presets.noGroups')}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {preset.groups.map((group, index) => (
                      <GroupCard
                        key={group.id}
                        preset={preset}
                        group={group}
                        index={index}
                        onEdit={() => {
                          changes.clearFormError();
                          setEditing({ presetId: preset.id, groupId: group.id });
                        }}
                        onMakeDefault={() =>
                          void changes.run(
                            () => api.setDefaultGroup(group.id),
                            t('account.presets.defaultSet'),
                          )
                        }
                        onDelete={() => setDeleting(group)}
                      />
                    ))}
                  </ul>
                )}
                {editingHere ? (
                  <PresetValuesForm
                    key={editingHere.groupId ?? 'new'}
                    fields={preset.fields}
                    {...(editedGroup ? { group: editedGroup } : {})}
                    error={changes.formError}
                    onSave={(values) => save(preset, values)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        changes.clearFormError();
                        setEditing({ presetId: preset.id, groupId: null });
                      }}
                      aria-label={t('account.presets.addTo', { name: preset.name })}
                    >
                      {t('account.presets.add')}
                    </Button>
                  </div>
                )}
              </section>
            );
          })
        )
      }
    </Loaded>
  );

  return (
    <AccountListPage
      titleId="presets-title"
      title={t('account.presets.title')}
      headingRef={changes.heading}
      actionError={changes.actionError}
      done={changes.done}
      gap="gap-6"
      confirmDelete={{
        open: deleting !== null,
        onClose: () => setDeleting(null),
        title: t('account.presets.deleteTitle'),
        message: t('account.presets.deleteMessage'),
        onConfirm: () => {
          const group = deleting;
          if (!group) return;
          void changes
            .run(() => api.deleteGroup(group.id), t('account.presets.deleted'))
            .then(changes.focusHeading);
        },
      }}
    >
      {body}
    </AccountListPage>
  );
}
