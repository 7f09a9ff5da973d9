import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { TERMS_SECTIONS } from './terms-text.ts';

/** storefront.md §2 Terms and Conditions: eight collapsible sections, all closed at first. */
export function TermsPage() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Terms and Conditions</h1>
      <p className="mt-2 text-slate-600">Please read these terms carefully before using Lumbung. Last updated 1 November 2026.</p>
      <div className="mt-8 space-y-3">
        {TERMS_SECTIONS.map((section, index) => {
          const isOpen = open.has(index);
          const panelId = `terms-panel-${index}`;
          return (
            <div key={section.title} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
              <h2>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-lg font-semibold text-ink hover:bg-slate-50"
                >
                  <span>
                    {index + 1}. {section.title}
                  </span>
                  <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              </h2>
              <div id={panelId} role="region" aria-label={section.title} hidden={!isOpen} className="space-y-3 px-6 pb-6 leading-relaxed text-slate-700">
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
