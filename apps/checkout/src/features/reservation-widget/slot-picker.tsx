import type { AvailabilitySlot, Language } from '@storefront/contracts';
import type { SelectedSlot } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { reachableEnds, shopTime } from './slot-days.ts';

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /** The chosen day's slots. */
  slots: readonly AvailabilitySlot[];
  selected: SelectedSlot | null;
  isVariableDuration: boolean;
  language: Language;
  disabled: boolean;
  onSelect: (slot: SelectedSlot) => void;
  /** A variable-duration booking's start. */
  onSelectFrom: (from: string) => void;
}

const same = (a: string, b: string | undefined) =>
  b !== undefined && Date.parse(a) === Date.parse(b);

/**
 * The chosen day's times at the shop (native radios: arrow keys move, the browser tells screen
 * readers which is chosen). A variable-duration booking picks a start, then an end among the
 * consecutive free slots that start reaches.
 *
 * @example
 * <SlotPicker slots={daySlots} selected={selectedSlot} isVariableDuration={false} language="en" … />
 */
export function SlotPicker({
  slots,
  selected,
  isVariableDuration,
  language,
  disabled,
  onSelect,
  onSelectFrom,
}: SlotPickerProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  if (slots.length === 0) {
    return <p className="text-sm text-slate-700">{t('widget.noSlotsThatDay')}</p>;
  }
  const start = isVariableDuration
    ? slots.find((slot) => same(slot.from, selected?.from))
    : undefined;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-slate-900">
          {isVariableDuration ? t('widget.startTime') : t('widget.chooseTime')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {slots.map((slot) => {
            const checked = isVariableDuration
              ? same(slot.from, selected?.from)
              : same(slot.from, selected?.from) && same(slot.to, selected?.to);
            const id = `slot-${slot.from}`;
            return (
              <label
                key={slot.from}
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
              >
                <input
                  id={id}
                  type="radio"
                  name="reservation-slot"
                  className="size-6 shrink-0 accent-emerald-700"
                  checked={checked}
                  disabled={disabled}
                  onChange={() =>
                    isVariableDuration
                      ? onSelectFrom(slot.from)
                      : onSelect({ from: slot.from, to: slot.to })
                  }
                />
                {/* Each time is isolated and unbreakable, the dash ends a line if the range wraps,
                    and the range reads in the page's direction (docs/decisions/0026-digits.md). */}
                <span>
                  <bdi className="whitespace-nowrap">{shopTime(slot.from, language, timeZone)}</bdi>
                  {'\u00a0– '}
                  <bdi className="whitespace-nowrap">{shopTime(slot.to, language, timeZone)}</bdi>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {start ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="reservation-end" className="text-sm font-medium text-slate-800">
            {t('widget.endTime')}
          </label>
          <select
            id="reservation-end"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            value={selected?.to ?? ''}
            disabled={disabled}
            onChange={(event) => onSelect({ from: start.from, to: event.currentTarget.value })}
          >
            {reachableEnds(slots, start).map((end) => (
              <option key={end} value={end}>
                {shopTime(end, language, timeZone)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
