import { Button } from '../button.tsx';
import { formatNumber } from '#domain/platform/format.ts';
import { useT } from '../../texts/texts.tsx';

/** “Page 2 of 3 · 58 products” with previous and next: a list the server counts and pages by number. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts: one and many ('product', 'products'). */
  noun: readonly [one: string, many: string];
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('common.table.pages')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {t('common.table.page', { page, pages, total: formatNumber(total, t.language), noun: total === 1 ? noun[0] : noun[1] })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="px-4 disabled:opacity-40" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.table.previous')}
        </Button>
        <Button variant="outline" size="sm" className="px-4 disabled:opacity-40" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.table.next')}
        </Button>
      </div>
    </nav>
  );
}

/** The part of an infinite query ShowMore needs (TanStack Query's useInfiniteQuery result). */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The next page of a list the server pages by a cursor (keyset, newest first): a button under the rows
 * while there is more ('Show older orders').
 */
export function ShowMore({ pages, label }: { pages: NextPages; label: string }) {
  const t = useT();
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="outline" size="sm" className="mt-4 px-5" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? t('common.table.loadingMore') : label}
    </Button>
  );
}
