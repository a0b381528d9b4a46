import { Button } from './button.tsx';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  id: string;
  label: string;
  value: number;
  min: number;
  /** No upper bound when null. */
  max: number | null;
  disabled?: boolean;
  onChange: (value: number) => void;
  /**
   * Called with the typed value when it was above `max` (the value is then kept at `max`), so the
   * caller can say why: a limit is never applied silently.
   */
  onAboveMax?: (requested: number) => void;
  /** Why the value is limited (the caller's refusal), said below the field and tied to it. */
  limitMessage?: string | null;
  labels: { decrease: string; increase: string };
}

/**
 * A number with − and + buttons and a typed value, kept within `min` and `max`; a typed value
 * above `max` is reported to `onAboveMax`, whose reason `limitMessage` shows.
 *
 * @example
 * <QuantityStepper id="qty" label={t('widget.quantity')} value={2} min={1} max={25} onChange={set} labels={…} />
 */
export function QuantityStepper({
  id,
  label,
  value,
  min,
  max,
  disabled = false,
  onChange,
  onAboveMax,
  limitMessage = null,
  labels,
}: QuantityStepperProps) {
  const messageId = `${id}-limit`;
  const clamp = (next: number) => Math.max(min, max === null ? next : Math.min(max, next));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label={labels.decrease}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max ?? undefined}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = Number(event.currentTarget.value);
            if (!Number.isInteger(next) || event.currentTarget.value === '') return;
            onChange(clamp(next));
            if (max !== null && next > max) onAboveMax?.(next);
          }}
          aria-describedby={limitMessage === null ? undefined : messageId}
          className="min-h-10 w-20 rounded-lg border border-slate-300 bg-white px-2 text-center text-base focus:outline-2 focus:outline-emerald-700/30"
        />
        <Button
          variant="secondary"
          aria-label={labels.increase}
          aria-controls={id}
          disabled={disabled || (max !== null && value >= max)}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </Button>
      </div>
      {limitMessage === null ? null : (
        <p id={messageId} role="status" className="text-sm font-medium text-amber-900">
          {limitMessage}
        </p>
      )}
    </div>
  );
}
