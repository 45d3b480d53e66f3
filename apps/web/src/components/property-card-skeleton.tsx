/** A grey placeholder with the card's shape, shown while listings load. */
export function PropertyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-[298/176] w-full bg-slate-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="h-5 w-1/2 rounded bg-slate-200" />
        <div className="grid grid-cols-2 gap-2">
          <div className="h-3 rounded bg-slate-200" />
          <div className="h-3 rounded bg-slate-200" />
          <div className="h-3 rounded bg-slate-200" />
          <div className="h-3 rounded bg-slate-200" />
        </div>
        <div className="mt-2 flex items-center justify-between">
          <div className="size-9 rounded-full bg-slate-200" />
          <div className="h-9 w-28 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
