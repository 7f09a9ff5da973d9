import type { FormEvent } from 'react';
import { Button } from '../button.tsx';
import { controlClassName } from '../form/looks.ts';
import { SEARCH_MAX_LENGTH } from '../form/limits.ts';
import { useT } from '../../texts/texts.tsx';

const FILTER_LABEL = 'block text-xs font-semibold text-slate-700';

/** A list filter's label and select; '' is “All”. Options are values, or [value, text]. */
export function FilterSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly (string | readonly [string, string])[]; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="min-w-[9rem] flex-1 sm:flex-none">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <select id={id} className={controlClassName('admin', undefined, 'mt-1')} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('common.table.all')}</option>
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

/** A list's search box beside its filters: a labelled text field that grows to the row's free width. */
export function SearchField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="min-w-[12rem] flex-1">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <input id={id} className={controlClassName('admin', undefined, 'mt-1')} maxLength={SEARCH_MAX_LENGTH} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A list's one search box and its Search button; the label is said, not shown (the placeholder shows it). */
export function SearchForm({
  id,
  label,
  value,
  onValue,
  onSubmit,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The form's place in its panel ('mt-4'). */
  className?: string;
}) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} role="search" className={['flex flex-wrap gap-2', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} className={controlClassName('admin', undefined, 'min-w-0 max-w-md flex-1')} maxLength={SEARCH_MAX_LENGTH} placeholder={label} value={value} onChange={(e) => onValue(e.target.value)} />
      <Button type="submit" variant="navy" size="sm" className="px-5">
        {t('common.table.search')}
      </Button>
    </form>
  );
}
