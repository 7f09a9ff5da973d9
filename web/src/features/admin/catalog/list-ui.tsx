import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../admin-ui.tsx';

/** A filter's label and select; '' is “All”. */
export function FilterSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly (string | [string, string])[]; onChange: (value: string) => void }) {
  return (
    <div className="min-w-[9rem] flex-1 sm:flex-none">
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select id={id} className={`${inputClass} mt-1`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map((option) => {
          const [v, text] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** “Page 2 of 3 · 58 products” with previous and next. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Page {page} of {pages} · {total.toLocaleString('id-ID')} {total === 1 ? 'product' : 'products'}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="px-4 disabled:opacity-40" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" className="px-4 disabled:opacity-40" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

export function StatusPill({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{children}</span>
  );
}
