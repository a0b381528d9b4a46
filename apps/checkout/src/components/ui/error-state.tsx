import type { ReactNode } from 'react';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title: string;
  /** One paragraph per entry. */
  description?: readonly string[];
  /** Buttons or links that lead on. */
  actions?: ReactNode;
}

/**
 * A whole-screen failure: a heading, what happened, and what to do next. The region is an alert
 * so the failure is announced when it replaces the page.
 *
 * @example
 * <ErrorState title={t('rules.somethingWentWrong')} description={[t('rules.tryAgainLater')]} />
 */
export function ErrorState({ title, description = [], actions }: ErrorStateProps) {
  return (
    <section
      role="alert"
      aria-labelledby="error-state-title"
      className="mx-auto my-12 flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-red-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-red-600" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <h1 id="error-state-title" className="text-xl font-bold text-slate-900">
        {title}
      </h1>
      {description.map((text) => (
        <p key={text} className="text-slate-700">
          {text}
        </p>
      ))}
      {actions ? <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
