/** Section title and subtitle beside the small arrow image (spec §2). */
export function SectionHeading({ id, title, subtitle }: { id?: string; title: string; subtitle: string }) {
  return (
    <div className="mb-10 flex flex-col items-center gap-2 text-center">
      <div className="flex items-center gap-3">
        <img src="/images/arrow.svg" alt="" width={32} height={24} className="h-6 w-8" />
        <h2 id={id} className="text-sm font-bold tracking-[0.2em] text-brand-text uppercase">
          {title}
        </h2>
      </div>
      <p className="text-3xl font-extrabold text-ink sm:text-4xl">{subtitle}</p>
    </div>
  );
}
