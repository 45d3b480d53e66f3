import { useEffect, useId, useState } from 'react';
import { type Choice, ChoiceRadios } from '../../../components/choice-radios';
import { useT } from '../../../i18n';
import type { FilterChanges } from '../lib/search-filters';
import { propertiesMessages } from '../messages';

const legendClass = 'mb-2 text-sm font-bold text-ink';

/** One choice of a few (Any, 1+, 2+…), as pills. */
export function ChoiceRow(props: {
  legend: string;
  choices: readonly Choice<string>[];
  value: string;
  onChange: (value: string) => void;
}) {
  return <ChoiceRadios look="pills" {...props} />;
}

/** Several of a list at once (categories, amenities); `labelOf` names an option as the reader reads it. */
export function CheckboxList<T extends string>({
  legend,
  options,
  labelOf,
  values,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  values: readonly T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 min-[360px]:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...values, option] : values.filter((value) => value !== option),
                )
              }
              className="size-4 accent-brand-strong"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Size from and to, in square feet; a number applies when the field is left or Enter is pressed. */
export function SizeRange({
  min,
  max,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  onChange: (changes: FilterChanges) => void;
}) {
  const t = useT(propertiesMessages);
  const ids = { min: useId(), max: useId() };
  const [texts, setTexts] = useState({ minSize: String(min ?? ''), maxSize: String(max ?? '') });

  // The URL changed elsewhere (Clear all, a chip): show what it says.
  useEffect(() => setTexts({ minSize: String(min ?? ''), maxSize: String(max ?? '') }), [min, max]);

  function commit(name: 'minSize' | 'maxSize') {
    const value = texts[name].replace(/\D/g, '');
    if (value !== String((name === 'minSize' ? min : max) ?? '')) onChange({ [name]: value });
  }

  const field = (name: 'minSize' | 'maxSize', label: string) => (
    <div>
      <label htmlFor={ids[name === 'minSize' ? 'min' : 'max']} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={ids[name === 'minSize' ? 'min' : 'max']}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={8}
        value={texts[name]}
        onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => commit(name)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(name);
        }}
        className="field"
      />
    </div>
  );

  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{t('properties.sheet.size')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {field('minSize', t('properties.sheet.minSize'))}
        {field('maxSize', t('properties.sheet.maxSize'))}
      </div>
    </fieldset>
  );
}
