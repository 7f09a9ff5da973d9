import type { ReactNode } from 'react';

export function ProfileCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-100 ${className}`}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
