import type { ButtonHTMLAttributes, Ref } from 'react';

/** How a button looks. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants: Readonly<Record<ButtonVariant, string>> = {
  primary:
    'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/60 focus-visible:outline-emerald-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-emerald-700',
  ghost:
    'text-emerald-800 underline-offset-2 hover:underline disabled:text-slate-400 focus-visible:outline-emerald-700',
};

/** Props of {@link Button}: a native button's, plus a look and a size. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** `lg` for the page's main action. */
  size?: 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button with the page's looks. `type` defaults to `button`, so only an explicit
 * `type="submit"` submits a form.
 *
 * @example
 * <Button variant="secondary" onClick={retry}>{t('common.tryAgain')}</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className = '',
  ...props
}: ButtonProps) {
  const sizing = size === 'lg' ? 'min-h-12 px-6 text-base' : 'min-h-10 px-4 text-sm';
  const shape = variant === 'ghost' ? 'px-1' : `${sizing} rounded-lg shadow-sm`;
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${shape} ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
