import type { FormEvent, ReactNode } from 'react';

/** The Sign In / Sign Up card (storefront.md §2): heading, fields, links and the submit button. */
export function AuthCard({ title, subtitle, children, onSubmit }: { title: string; subtitle: string; children: ReactNode; onSubmit(e: FormEvent): void }) {
  return (
    <section className="mx-auto grid max-w-md px-4 py-14">
      <form noValidate onSubmit={onSubmit} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-100 sm:p-10">
        <h1 className="text-center text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p>
        <div className="mt-8 space-y-5">{children}</div>
      </form>
    </section>
  );
}

export function AuthField({ id, label, type = 'text', autoComplete }: { id: string; label: string; type?: string; autoComplete?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        className="h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
      />
    </div>
  );
}

export function AuthSubmit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="h-12 w-full rounded-full bg-brand font-semibold text-white shadow-md hover:bg-brand-dark">
      {children}
    </button>
  );
}
