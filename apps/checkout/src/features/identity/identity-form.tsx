import { zodResolver } from '@hookform/resolvers/zod';
import { AuthError } from '@storefront/sdk';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
} from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import {
  identityNameSchema,
  loadIdentityDetailsSchema,
  otpCodeLength,
  otpCodeSchema,
  preloadMobileNumberRule,
} from './identity-schemas.ts';
import { isolateLtr } from './isolate-ltr.ts';
import { otpCodeFromText } from './otp-code-from-text.ts';
import { useCountdown } from './use-countdown.ts';
import { waitText } from './wait-text.ts';
import { receiveSmsCode, webOtpOf, type WebOtp } from './web-otp.ts';
import { submitUnlessBusy } from '../../lib/submit-unless-busy.ts';

/** The shopper as the cart is told of them once the number is proven. */
export interface VerifiedCustomer {
  name: string;
  /** E.164, e.g. `+966512345678`. */
  mobileNumber: string;
  /** The token of the code that proved the number. */
  otpToken: string;
}

/** Props of {@link IdentityForm}. */
export interface IdentityFormProps {
  /** Prefill, e.g. from the signed-in customer. */
  defaultMobileNumber?: string;
  /** Signs the cart to the shopper (the cart flow's UPDATE_CUSTOMER); rejects when refused. */
  onVerified: (customer: VerifiedCustomer) => Promise<unknown>;
  /** Called once the code signed the shopper in, before the cart is told. */
  onSignedIn?: () => void;
  /** The page asks for a proven number before the order is placed. */
  requiredError?: string | undefined;
  /** Seconds before a code may be sent again. */
  resendAfterSeconds?: number;
  /** The browser's WebOTP; by default `webOtpOf(window)` (tests pass their own, or null). */
  webOtp?: WebOtp | null;
}

interface DetailsValues {
  mobileNumber: string;
}

interface SentCode {
  mobileNumber: string;
  otpToken: string;
}

/** The API sends at most 3 codes per number per 10 minutes; a minute between them spreads them. */
const defaultResendAfterSeconds = 60;

const detailsResolver: Resolver<DetailsValues> = async (values, context, options) => {
  const schema = await loadIdentityDetailsSchema();
  return zodResolver(schema)(values, context, options);
};

const codeFormSchema = z.object({ code: otpCodeSchema });
const nameResolver = zodResolver(identityNameSchema);

/**
 * Identity by one-time code (docs/product/sign-in.md, "Who is asked for a name"): "Mobile number"
 * (a Saudi mobile: 05…, 5…, +9665…, Arabic-Indic digits), "Send code"; then "Verification code"
 * and "Verify", with "Resend code" after a countdown. The code is never retyped (WCAG 2.2 3.3.8,
 * docs/decisions/0045): the field takes the phone's one-time-code suggestion, WebOTP where the
 * browser has it, and a paste of the code or of the whole SMS, and is checked by itself once its
 * 6 digits are in (once per code). Verifying signs in (`/connect/token`); a returning customer is done then, with the
 * name the account has (`GET /api/auth/current-user`), and only a new customer (no name yet) is
 * asked for "Full name". Then the shopper is named (on the cart, or their new account).
 *
 * @example
 * <IdentityForm onVerified={(customer) => cart.updateCustomer(customer)} />
 */
export function IdentityForm({
  defaultMobileNumber = '',
  onVerified,
  onSignedIn,
  requiredError,
  resendAfterSeconds = defaultResendAfterSeconds,
  webOtp,
}: IdentityFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { account } = useSdk();
  const [sent, setSent] = useState<SentCode | null>(null);
  // The number is proven but the customer has no name yet: "Full name" is asked.
  const [naming, setNaming] = useState<SentCode | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement | null>(null);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const mobileInput = useRef<HTMLInputElement | null>(null);
  // "Change number" puts the shopper back on the number they are changing.
  const backToNumber = useRef(false);
  // The WebOTP wait of the code on screen: stopped on leave, resend, change of number and submit.
  const smsWait = useRef<AbortController | null>(null);
  // The last code checked by itself (token and code): each code is checked once, not on every
  // keystroke or a second fill of the same digits.
  const autoChecked = useRef<string | null>(null);
  const checking = useRef(false);

  const details = useForm<DetailsValues>({
    resolver: detailsResolver,
    defaultValues: { mobileNumber: defaultMobileNumber },
  });
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const nameForm = useForm({ resolver: nameResolver, defaultValues: { name: '' } });

  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (naming) nameInput.current?.focus();
  }, [naming]);
  useEffect(() => {
    if (!sent && backToNumber.current) {
      backToNumber.current = false;
      mobileInput.current?.focus();
    }
  }, [sent]);

  const stopSmsWait = () => {
    smsWait.current?.abort();
    smsWait.current = null;
  };

  const requestCode = async (mobileNumber: string) => {
    setSendError(null);
    try {
      const { token } = await account.requestOtp(mobileNumber);
      setSent({ mobileNumber, otpToken: token });
      codeForm.reset({ code: '' });
      countdown.start(resendAfterSeconds);
    } catch (error) {
      setSendError(errorText(error, language));
    }
  };

  const sendCode = details.handleSubmit(({ mobileNumber }) => requestCode(mobileNumber));

  const resend = async () => {
    if (!sent || resending) return;
    setResending(true);
    try {
      await requestCode(sent.mobileNumber);
    } finally {
      setResending(false);
    }
  };

  /** Why the code did not sign in: wrong or expired, the number locked for a while, or else. */
  const codeRefusal = (error: unknown): string => {
    if (error instanceof AuthError && error.code === 'UNAUTHORIZED') {
      return t('identity.codeRejected');
    }
    // The number's wrong codes are spent (10 in 30 minutes): say how long, not "a moment".
    if (error instanceof AuthError && error.code === 'RATE_LIMIT' && error.retryAfterMs !== null) {
      return t('otpAutofill.numberLocked', { wait: waitText(error.retryAfterMs, language) });
    }
    return errorText(error, language);
  };

  const checkCode = async ({ code }: { code: string }) => {
    if (!sent) return;
    stopSmsWait();
    checking.current = true;
    try {
      await account.signInWithOtp({ otp: code, token: sent.otpToken });
    } catch (error) {
      codeForm.setError(
        'code',
        { type: 'server', message: codeRefusal(error) },
        { shouldFocus: true },
      );
      return;
    } finally {
      checking.current = false;
    }
    onSignedIn?.();
    // A returning customer has a name: they are not asked for it again. A failed read asks it.
    const known = await account
      .currentUser()
      .then((user) => user?.name?.trim() ?? '')
      .catch(() => '');
    if (known === '') {
      setNaming(sent);
      return;
    }
    try {
      await onVerified({ ...sent, name: known });
    } catch (error) {
      codeForm.setError('code', { type: 'server', message: errorText(error, language) });
    }
  };
  // Built on each call, not during render: the check reads and writes refs.
  const verify = (event?: FormEvent<HTMLFormElement>) => codeForm.handleSubmit(checkCode)(event);

  /** Checks a complete code by itself, once per code: typed, pasted, autofilled or from WebOTP. */
  const checkWhenComplete = (value: string) => {
    const parsed = otpCodeSchema.safeParse(value);
    if (!sent || !parsed.success || checking.current) return;
    const key = `${sent.otpToken}|${parsed.data}`;
    if (autoChecked.current === key) return;
    autoChecked.current = key;
    void verify();
  };

  const pasteCode = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = otpCodeFromText(event.clipboardData.getData('text'));
    // Not a code the page can tell: the browser pastes the text as it is.
    if (code === null) return;
    event.preventDefault();
    codeForm.setValue('code', code);
    codeForm.clearErrors('code');
    checkWhenComplete(code);
  };

  const onSmsCode = useEffectEvent((code: string) => {
    codeForm.setValue('code', code);
    codeForm.clearErrors('code');
    checkWhenComplete(code);
  });

  // WebOTP: while a code is on screen, the browser may offer the SMS's code (the SMS ends with
  // this host's `@host #code` line); a new code, a change of number or leaving stops the wait.
  useEffect(() => {
    if (!sent) return;
    const browserOtp = webOtp === undefined ? webOtpOf(window) : webOtp;
    if (!browserOtp) return;
    const controller = new AbortController();
    smsWait.current = controller;
    void receiveSmsCode(browserOtp, controller.signal).then((code) => {
      if (code !== null && !controller.signal.aborted) onSmsCode(code);
    });
    return () => controller.abort();
  }, [sent, webOtp]);

  const saveName = nameForm.handleSubmit(async ({ name }) => {
    if (!naming) return;
    try {
      await onVerified({ ...naming, name });
    } catch (error) {
      nameForm.setError('name', { type: 'server', message: errorText(error, language) });
    }
  });

  const fieldError = (error: { message?: string | undefined; type?: string } | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;

  const nameField = nameForm.register('name');
  const mobileField = details.register('mobileNumber');
  const codeField = codeForm.register('code');
  const detailsBusy = details.formState.isSubmitting;
  const verifying = codeForm.formState.isSubmitting;
  const savingName = nameForm.formState.isSubmitting;

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={submitUnlessBusy(detailsBusy, sendCode)}
        onFocus={() => void preloadMobileNumberRule()}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="identity-mobile"
            label={t('identity.mobileNumber')}
            hint={t('identity.mobileHint')}
            error={
              fieldError(details.formState.errors.mobileNumber) ??
              sendError ??
              (sent ? undefined : requiredError)
            }
          >
            {(control) => (
              <TextInput
                {...control}
                {...mobileField}
                ref={(element) => {
                  mobileField.ref(element);
                  mobileInput.current = element;
                }}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                className="text-start"
                readOnly={sent !== null}
              />
            )}
          </Field>
        </div>
        {sent ? null : (
          <div>
            <Button type="submit" variant="secondary" aria-disabled={detailsBusy || undefined}>
              {detailsBusy ? t('identity.sending') : t('identity.sendCode')}
            </Button>
          </div>
        )}
      </form>

      {naming ? (
        <form
          noValidate
          onSubmit={submitUnlessBusy(savingName, saveName)}
          className="flex flex-col gap-3"
        >
          <p role="status" className="text-sm text-slate-700">
            {t('identity.newCustomer')}
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <Field
              id="identity-name"
              label={t('identity.fullName')}
              error={fieldError(nameForm.formState.errors.name) ?? requiredError}
              className="w-full sm:w-80"
            >
              {(control) => (
                <TextInput
                  {...control}
                  {...nameField}
                  ref={(element) => {
                    nameField.ref(element);
                    nameInput.current = element;
                  }}
                  autoComplete="name"
                />
              )}
            </Field>
            <Button type="submit" className="sm:mt-7" aria-disabled={savingName || undefined}>
              {savingName ? t('identity.saving') : t('identity.continue')}
            </Button>
          </div>
        </form>
      ) : null}

      {sent && !naming ? (
        <form
          noValidate
          onSubmit={(event) => submitUnlessBusy(verifying, verify)(event)}
          className="flex flex-col gap-3"
        >
          <p role="status" className="text-sm text-slate-700">
            {t('identity.codeSent', { mobile: isolateLtr(sent.mobileNumber) })}
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <Field
              id="identity-code"
              label={t('identity.verificationCode')}
              hint={t('identity.codeHint')}
              error={fieldError(codeForm.formState.errors.code) ?? requiredError}
              className="w-full sm:w-60"
            >
              {(control) => (
                <TextInput
                  {...control}
                  {...codeField}
                  ref={(element) => {
                    codeField.ref(element);
                    codeInput.current = element;
                  }}
                  onChange={(event) => {
                    const { value } = event.target;
                    void codeField.onChange(event).then(() => checkWhenComplete(value));
                  }}
                  onPaste={pasteCode}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={otpCodeLength * 2}
                  dir="ltr"
                  className="text-start tracking-widest"
                />
              )}
            </Field>
            <Button type="submit" className="sm:mt-7" aria-disabled={verifying || undefined}>
              {verifying ? t('identity.verifying') : t('identity.verify')}
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {countdown.secondsLeft > 0 ? (
              <p className="text-slate-600">
                {t('identity.resendIn', { seconds: countdown.secondsLeft })}
              </p>
            ) : (
              <Button
                variant="ghost"
                onClick={() => void resend()}
                aria-disabled={resending || undefined}
              >
                {t('identity.resend')}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                stopSmsWait();
                backToNumber.current = true;
                setSent(null);
                countdown.start(0);
              }}
            >
              {t('identity.changeNumber')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
