import type { ListedFor } from '@nestlane/shared';
import { useId } from 'react';

const CHOICES: { value: ListedFor | ''; label: string }[] = [
  { value: '', label: 'Any' },
  { value: 'For Rent', label: 'Rent' },
  { value: 'For Sale', label: 'Buy' },
];

type ListedForChoiceProps = {
  value: ListedFor | '';
  onChange: (value: ListedFor | '') => void;
  /** 'light' on the search page, 'glass' on the home hero's white card: the same control. */
  className?: string;
};

/**
 * Rent, Buy or Any: the first thing people choose (issue 11). Native radios, so arrows move between
 * them and the group is one Tab stop; drawn as a segmented control.
 */
export function ListedForChoice({ value, onChange, className = '' }: ListedForChoiceProps) {
  const name = useId();
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="sr-only">Rent or buy</legend>
      <div className="inline-flex rounded-xl border border-slate-200 bg-slate-100 p-1">
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className="cursor-pointer rounded-lg px-4 py-1.5 text-sm font-bold text-slate-700 has-checked:bg-white has-checked:text-brand-text has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong"
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
