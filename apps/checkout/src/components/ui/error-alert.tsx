/**
 * A refusal, shown and announced as an alert; nothing while there is none.
 *
 * @example
 * <ErrorAlert error={serverError} />
 */
export function ErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
