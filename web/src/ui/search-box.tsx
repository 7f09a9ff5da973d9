import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PRODUCT_CATEGORY_NAMES, type ProductCategory } from '#domain/storefront/catalog.ts';
import { useT } from '../texts/texts.tsx';
import { SEARCH_MAX_LENGTH } from './form/limits.ts';

/** The value of 'All Categories': no category filter. */
const ALL_CATEGORIES = '';

interface SearchBoxProps {
  categories: readonly ProductCategory[];
  initialQuery?: string;
  initialCategory?: string;
  active: boolean;
  onSearch(query: string, category: string | undefined): void;
}

/** The header's search box (storefront.md §1): placeholder 'Search here...', 'All Categories'. */
export function SearchBox({ categories, initialQuery = '', initialCategory, active, onSearch }: SearchBoxProps) {
  const t = useT();
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory ?? ALL_CATEGORIES);

  const search = (inCategory: string) => onSearch(query.trim(), inCategory === ALL_CATEGORIES ? undefined : inCategory);

  function submit(event: FormEvent) {
    event.preventDefault();
    search(category);
  }

  // Choosing a category searches at once: a shopper who picks one expects the list to follow.
  function choose(next: string) {
    setCategory(next);
    search(next);
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      data-active={active}
      className={`flex h-11 w-full min-w-0 items-center overflow-hidden rounded-full border bg-white transition-all ${
        active ? 'border-brand shadow-md ring-2 ring-brand/15' : 'border-slate-300'
      }`}
    >
      <Search aria-hidden="true" className="ml-4 h-4 w-4 shrink-0 text-slate-500" />
      <label className="sr-only" htmlFor="site-search">
        {t('common.search.label')}
      </label>
      <input
        id="site-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('common.search.placeholder')}
        className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm outline-none placeholder:text-slate-500"
      />
      <label className="sr-only" htmlFor="site-search-category">
        {t('common.search.category')}
      </label>
      <select
        id="site-search-category"
        value={category}
        onChange={(e) => choose(e.target.value)}
        className="h-full max-w-[45%] cursor-pointer border-l border-slate-200 bg-slate-50 px-2 text-sm sm:px-3 text-slate-700 outline-none"
      >
        <option value={ALL_CATEGORIES}>{t('common.search.allCategories')}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {t(`common.search.categoryNames.${PRODUCT_CATEGORY_NAMES[c]}`)}
          </option>
        ))}
      </select>
    </form>
  );
}
