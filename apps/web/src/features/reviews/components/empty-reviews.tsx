/** The line a review page shows when there is nothing to list. */
export function EmptyReviews({ message }: { message: string }) {
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-lg font-semibold text-slate-700">
      {message}
    </p>
  );
}
