import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

export function StatusPill({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}>{children}</span>
  );
}

/**
 * The URL state of a catalogue list: the query read from the address (`filters` are its keys besides
 * the page), the search box's draft, and `go(changes)`, which opens page 1 of the changed query (or the
 * page asked for) with empty filters and page 1 left out of the address.
 */
export function useListQuery<Q extends { q?: string; page?: unknown }>(filters: readonly (keyof Q & string)[], href: (query: Record<string, string | number>) => string) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = {
    ...Object.fromEntries(filters.map((key) => [key, search.get(key) ?? ''])),
    page: Number(search.get('page') ?? '1') || 1,
  } as Q;
  const [draft, setDraft] = useState(query.q ?? '');
  const go = (changes: Partial<Q>) => {
    const next: Record<string, string | number> = { ...query, page: 1, ...changes };
    void navigate(href(Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== '' && !(key === 'page' && value === 1)))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() } as unknown as Partial<Q>);
  };
  return { query, draft, setDraft, go, submit };
}

/** A list row's first cell: the picture, the name linking to the edit page, and the code under it. */
export function ProductCell({ picture, name, code, href }: { picture: string; name: string; code: string; href: string }) {
  return (
    <div className="flex items-center gap-3">
      <img src={picture} alt="" className="h-10 w-10 shrink-0 rounded bg-slate-50 object-contain" />
      <div className="min-w-0">
        <Link to={href} className="font-semibold text-navy hover:underline">
          {name}
        </Link>
        <div className="text-xs text-slate-600">{code}</div>
      </div>
    </div>
  );
}
