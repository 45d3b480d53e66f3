import { type ComponentPropsWithoutRef, useEffect, useId, useState } from 'react';
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

type RangeName = 'minSize' | 'maxSize' | 'minPrice' | 'maxPrice';

/**
 * A from-and-to pair of boxes; a value applies when its box is left or Enter is pressed. `parse` turns the
 * text into the URL's value ('' for none), or undefined when it is no amount: then `invalidMessage` shows.
 */
export function RangeFields<Name extends RangeName>({
  legend,
  fields,
  values,
  parse,
  invalidMessage,
  inputProps,
  onChange,
}: {
  legend: string;
  fields: readonly [{ name: Name; label: string }, { name: Name; label: string }];
  values: Record<Name, number | undefined>;
  parse: (text: string) => string | undefined;
  invalidMessage?: string;
  inputProps: ComponentPropsWithoutRef<'input'>;
  onChange: (changes: FilterChanges) => void;
}) {
  const errorId = useId();
  const ids = [useId(), useId()];
  const [first, second] = fields;
  const shown = () => ({
    [first.name]: String(values[first.name] ?? ''),
    [second.name]: String(values[second.name] ?? ''),
  });
  const [texts, setTexts] = useState<Record<string, string>>(shown);
  const [isInvalid, setIsInvalid] = useState(false);

  // The URL changed elsewhere (Clear all, a chip, a band): show what it says.
  const [low, high] = [values[first.name], values[second.name]];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the boxes follow the two values alone.
  useEffect(() => setTexts(shown()), [low, high]);

  function commit(name: Name) {
    const value = parse(texts[name] ?? '');
    setIsInvalid(value === undefined);
    if (value !== undefined && value !== String(values[name] ?? '')) onChange({ [name]: value });
  }

  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {fields.map(({ name, label }, index) => (
          <div key={name}>
            <label htmlFor={ids[index]} className="mb-1 block text-sm text-slate-700">
              {label}
            </label>
            <input
              id={ids[index]}
              type="text"
              {...inputProps}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? errorId : undefined}
              value={texts[name] ?? ''}
              onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
              onBlur={() => commit(name)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit(name);
              }}
              className="field"
            />
          </div>
        ))}
      </div>
      {isInvalid && invalidMessage && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {invalidMessage}
        </p>
      )}
    </fieldset>
  );
}

/** Size from and to, in square feet. */
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
  return (
    <RangeFields
      legend={t('properties.sheet.size')}
      fields={[
        { name: 'minSize', label: t('properties.sheet.minSize') },
        { name: 'maxSize', label: t('properties.sheet.maxSize') },
      ]}
      values={{ minSize: min, maxSize: max }}
      parse={(text) => text.replace(/\D/g, '')}
      inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 }}
      onChange={onChange}
    />
  );
}
