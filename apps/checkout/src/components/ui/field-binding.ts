/**
 * One form value as the form that owns it hands it to a feature's control: the value, how to
 * change it, and its translated error. Features stay independent of the form library; the app
 * builds bindings from react-hook-form's controllers.
 *
 * @example
 * function TermsField({ accepted }: { accepted: FieldBinding<boolean> }) { … }
 */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** Translated error text, when the value is invalid. */
  error: string | undefined;
  name: string;
}
