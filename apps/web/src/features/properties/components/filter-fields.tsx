import { useEffect, useId, useState } from 'react';
import type { FilterChanges } from '../lib/search-filters';

const legendClass = 'mb-2 text-sm font-bold text-ink';

type Choice = { value: string; label: string };

/** One choice of a few (Any, 1+, 2+…): native radios drawn as pills, one Tab stop, arrows move. */
export function ChoiceRow({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="cursor-pointer rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 has-checked:border-brand-strong has-checked:bg-brand-soft has-checked:text-brand-text has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Several of a list at once (categories, amenities). */
export function CheckboxList<T extends string>({
  legend,
  options,
  values,
  onChange,
}: {
  legend: string;
  options: readonly T[];
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
            {option}
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
      <legend className={legendClass}>Size (sq ft)</legend>
      <div className="grid grid-cols-2 gap-3">
        {field('minSize', 'Min size')}
        {field('maxSize', 'Max size')}
      </div>
    </fieldset>
  );
}
