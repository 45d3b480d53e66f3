import type { UseFormRegisterReturn } from 'react-hook-form';
import { type Facility, valueLabel } from '../../../i18n';

type FacilityCheckboxesProps = {
  legend: string;
  /** Stored in English; shown in the language being read. */
  options: readonly Facility[];
  /** One registration for the whole group: the checked boxes' values become the list. */
  registration: UseFormRegisterReturn;
};

/** One group of amenities (Interior, Outdoor or Other) as checkboxes under a legend. */
export function FacilityCheckboxes({ legend, options, registration }: FacilityCheckboxesProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-base font-bold text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2.5 text-slate-800">
            <input
              type="checkbox"
              value={option}
              className="size-4 shrink-0 accent-brand-strong"
              {...registration}
            />
            {valueLabel('facility', option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
