/** The period's headline figures, each a term and its value (a description list for screen readers). */
export function FigureCards({ figures }: { figures: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold break-words text-ink tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
