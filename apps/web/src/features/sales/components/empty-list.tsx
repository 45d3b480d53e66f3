/** What a sales list says when it has nothing to show. */
export function EmptyList({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-lg font-semibold text-slate-700">
      {text}
    </p>
  );
}
