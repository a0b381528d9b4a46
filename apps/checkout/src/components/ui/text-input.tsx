import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

/**
 * A text input with the page's looks; spread a {@link Field}'s control props on it.
 *
 * @example
 * <TextInput {...control} autoComplete="name" />
 */
export function TextInput({
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={`${control} min-h-11 ${className}`} {...props} />;
}

/**
 * A multi-line text input with the page's looks.
 *
 * @example
 * <TextArea {...control} rows={3} />
 */
export function TextArea({
  className = '',
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={`${control} ${className}`} {...props} />;
}
