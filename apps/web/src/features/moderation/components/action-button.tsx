import type { ComponentPropsWithRef, ReactNode } from 'react';

const TONES = {
  positive: 'bg-emerald-700 text-white hover:bg-emerald-800',
  negative: 'bg-red-700 text-white hover:bg-red-800',
  brand: 'bg-brand-strong text-white hover:bg-brand-stronger',
  neutral: 'border border-slate-400 bg-white text-ink hover:border-brand-strong hover:text-brand-text',
} as const;

type ActionButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'type'> & {
  /** The visible word ('Verify'). */
  children: ReactNode;
  /** The row's property title: screen readers hear 'Verify Lakeside Home', not a column of 'Verify's. */
  propertyTitle: string;
  tone: keyof typeof TONES;
};

/**
 * A row action of the admin's property tables. Other button props pass through, so it can also be a
 * dialog's trigger (which adds its ref, state attributes and click handler).
 */
export function ActionButton({ children, propertyTitle, tone, ...buttonProps }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...buttonProps}
      className={`rounded-md px-3 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${TONES[tone]}`}
    >
      {children}
      <span className="sr-only"> {propertyTitle}</span>
    </button>
  );
}
