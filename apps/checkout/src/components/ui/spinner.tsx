/**
 * A busy indicator, hidden from assistive technology: the text next to it says what is going on.
 *
 * @example
 * <p role="status"><Spinner /> {t('app.initializing')}</p>
 */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
