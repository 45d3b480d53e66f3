import type { ReactNode } from 'react';

/**
 * One titled part of a property form: a fieldset (its legend names the group for the fields inside) whose
 * legend is also a heading, so the form can be skimmed by headings.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <legend className="px-2">
        <h2 className="text-xl font-bold text-ink">{title}</h2>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
