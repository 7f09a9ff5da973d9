import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { TextKey } from '#domain/texts/index.ts';
import { useT } from '../../../texts/texts.tsx';

/**
 * The terms' eight sections (storefront.md §2), in order, each with its paragraphs' count: the texts are
 * storefront.terms.sections.<name>.title and .p1, .p2, ….
 */
const SECTIONS = [
  { name: 'introduction', paragraphs: 2 },
  { name: 'intellectualProperty', paragraphs: 2 },
  { name: 'restrictions', paragraphs: 2 },
  { name: 'yourContent', paragraphs: 2 },
  { name: 'noWarranties', paragraphs: 2 },
  { name: 'liability', paragraphs: 1 },
  { name: 'variation', paragraphs: 1 },
  { name: 'law', paragraphs: 1 },
] as const;

const paragraphKeys = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => `storefront.terms.sections.${name}.p${i + 1}` as TextKey);

/** storefront.md §2 Terms and Conditions: eight collapsible sections, all closed at first. */
export function TermsPage() {
  const t = useT();
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
      <h1 className="text-3xl font-bold text-ink">{t('storefront.terms.title')}</h1>
      <p className="mt-2 text-slate-600">{t('storefront.terms.intro')}</p>
      <div className="mt-8 space-y-3">
        {SECTIONS.map((section, index) => {
          const isOpen = open.has(index);
          const panelId = `terms-panel-${index}`;
          const title = t(`storefront.terms.sections.${section.name}.title`);
          return (
            <div key={section.name} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-100">
              <h2>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-4 text-left text-lg font-semibold text-ink hover:bg-slate-50"
                >
                  <span>{t('storefront.terms.section', { number: index + 1, title })}</span>
                  <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              </h2>
              <div id={panelId} role="region" aria-label={title} hidden={!isOpen} className="space-y-3 px-6 pb-6 leading-relaxed text-slate-700">
                {paragraphKeys(section.name, section.paragraphs).map((key) => (
                  <p key={key}>{t(key)}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
