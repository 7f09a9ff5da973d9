import { Heart } from 'lucide-react';
import { useT } from '../texts/texts.tsx';

interface HeartCounterProps {
  count: number;
  productName: string;
  onLike(): void;
}

/** storefront.md §2: a heart on a card raises a local counter shown beside it (not saved). */
export function HeartCounter({ count, productName, onLike }: HeartCounterProps) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        onClick={onLike}
        aria-label={t('common.ui.like', { name: productName })}
        className="grid h-8 w-8 place-items-center rounded-full bg-white/90 text-brand shadow-sm ring-1 ring-slate-200 hover:bg-brand hover:text-white"
      >
        <Heart aria-hidden="true" className={`h-4 w-4 ${count > 0 ? 'fill-current' : ''}`} />
      </button>
      <span data-testid="heart-count" className="min-w-3 text-xs font-semibold text-slate-600">
        {count}
        <span className="sr-only"> {t('common.ui.likes')}</span>
      </span>
    </span>
  );
}
