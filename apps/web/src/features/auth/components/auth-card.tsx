import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password pages: a centred card with a heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-3xl font-extrabold text-ink">{title}</h1>
        {children}
      </div>
    </section>
  );
}
