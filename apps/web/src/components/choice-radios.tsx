import { useId } from 'react';
import { readCheckedRadio, useAdoptEarlyValue } from '../lib/use-adopt-early-value';

export type Choice<T extends string> = { value: T; label: string };

const LOOKS = {
  /** One bar of joined buttons (Rent / Buy / Any). */
  segmented: {
    group: 'inline-flex rounded-xl border border-slate-200 bg-slate-100 p-1',
    choice:
      'rounded-lg px-4 py-1.5 text-sm font-bold text-slate-700 has-checked:bg-white has-checked:text-brand-text has-checked:shadow-sm',
  },
  /** Separate rounded pills that wrap (Any, 1+, 2+…). */
  pills: {
    group: 'flex flex-wrap gap-2',
    choice:
      'rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-700 has-checked:border-brand-strong has-checked:bg-brand-soft has-checked:text-brand-text',
  },
} as const;

type ChoiceRadiosProps<T extends string> = {
  legend: string;
  isLegendHidden?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  look: keyof typeof LOOKS;
  className?: string;
};

/**
 * One choice of a few, as native radios drawn as buttons: the group is one Tab stop and the arrows move
 * the choice, as in any radio group. The focus ring is drawn round the visible label. A choice ticked in
 * the server's HTML before hydration is taken as the group's value.
 */
export function ChoiceRadios<T extends string>(props: ChoiceRadiosProps<T>) {
  const { legend, isLegendHidden = false, choices, value, onChange, look, className = '' } = props;
  const name = useId();
  const groupRef = useAdoptEarlyValue<HTMLFieldSetElement>(
    value,
    (early) => {
      const chosen = choices.find((choice) => choice.value === early);
      if (chosen) onChange(chosen.value);
    },
    readCheckedRadio,
  );
  return (
    <fieldset ref={groupRef} className={`min-w-0 ${className}`}>
      <legend className={isLegendHidden ? 'sr-only' : 'mb-2 text-sm font-bold text-ink'}>{legend}</legend>
      <div className={LOOKS[look].group}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong ${LOOKS[look].choice}`}
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
