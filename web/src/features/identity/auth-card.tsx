import type { ReactNode } from 'react';

/** A link inside the account screens' text ('Click here to reset', 'Create an account'). */
export const TEXT_LINK = 'font-semibold text-brand hover:text-brand-dark hover:underline';

/** The frame of the sign-in, sign-up and password screens: a card centred on the page. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100 sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
