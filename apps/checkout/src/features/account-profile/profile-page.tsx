import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { errorText } from '../../lib/error-text.ts';
import { Loaded } from '../../lib/loaded.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';
import { profileFormSchema, type ProfileFormValues } from './profile-form-schema.ts';
import { useProfile } from './use-profile.ts';
import { submitUnlessBusy } from '../../lib/submit-unless-busy.ts';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';

function ProfileForm({ profile }: { profile: Customer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { customer } = useAccountApi();
  const { tenant, customerId } = useAccountScope();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name ?? '', email: profile.email ?? '' },
  });
  const save = form.handleSubmit(async ({ name, email }) => {
    setSaved(false);
    setServerError(null);
    try {
      const updated = await customer.update({
        name,
        email: email === '' ? null : email,
        customFields: profile.customFields,
      });
      queryClient.setQueryData(accountQueryKeys.customerProfile(tenant, customerId), updated);
      form.reset({ name: updated.name ?? '', email: updated.email ?? '' });
      setSaved(true);
    } catch (error) {
      setServerError(errorText(error, language));
    }
  });
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  const busy = form.formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={submitUnlessBusy(busy, save)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <Field
        id="profile-name"
        label={t('identity.fullName')}
        error={fieldError(form.formState.errors.name?.message)}
      >
        {(control) => <TextInput {...control} {...form.register('name')} autoComplete="name" />}
      </Field>
      <Field
        id="profile-email"
        label={t('account.profile.email')}
        hint={t('account.profile.emailHint')}
        error={fieldError(form.formState.errors.email?.message)}
      >
        {(control) => (
          <TextInput
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            className="text-start"
          />
        )}
      </Field>
      <div>
        <p className="text-sm text-slate-600">{t('identity.mobileNumber')}</p>
        <p className="font-medium">
          <bdi dir="ltr">{profile.mobileNumber}</bdi>
        </p>
        <p className="text-sm text-slate-600">{t('account.profile.mobileNote')}</p>
      </div>
      <ErrorAlert error={serverError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? t('account.saving') : t('account.profile.save')}
        </Button>
        <p role="status" className="font-medium text-emerald-800">
          {saved ? t('account.profile.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/**
 * "My details" (docs/product/account-pages.md): the name and email, edited and saved with
 * `PUT /api/app/identity-customer`; a malformed email is refused on the field before any call.
 * The mobile number is shown, not edited: it changes only through a new one-time code.
 *
 * @example
 * { path: 'profile', Component: ProfilePage }
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-4">
      <h1 id="profile-title" className="text-xl font-bold text-slate-900">
        {t('account.profile.title')}
      </h1>
      <Loaded query={profile}>{(data) => <ProfileForm profile={data} />}</Loaded>
    </section>
  );
}
