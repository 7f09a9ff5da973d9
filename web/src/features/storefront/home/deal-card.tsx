import { Plus } from 'lucide-react';
import { formatRupiah } from '#domain/platform/format.ts';
import { paths } from '../../../paths.ts';
import { HeartCounter } from '../../../ui/heart-counter.tsx';
import { QueryLink } from '../../../ui/query-link.tsx';
import { FiveStars } from '../../../ui/stars.tsx';
import { useT } from '../../../texts/texts.tsx';
import { addToCart } from '../cart/index.ts';

interface DealCardItem {
  id: string;
  name: string;
  img: string;
  price: number;
  /** Percent off; 0 hides the badge. */
  discount: number;
}

interface DealCardProps {
  item: DealCardItem;
  likes: number;
  onLike(): void;
  eager?: boolean;
}

/** A product card of the home carousels and shop list: badge, heart counter, add to cart. */
export function DealCard({ item, likes, onLike, eager = false }: DealCardProps) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-3 shadow-sm sm:p-4 ring-1 ring-slate-100 transition hover:shadow-lg">
      <div className="absolute left-3 right-3 top-3 z-10 flex items-start justify-between sm:left-4 sm:right-4 sm:top-4">
        {item.discount > 0 ? (
          <span className="rounded-full bg-brand px-2.5 py-1 text-xs font-bold text-white">{t('shop.product.percentOff', { percent: item.discount })}</span>
        ) : (
          <span />
        )}
        <HeartCounter count={likes} productName={item.name} onLike={onLike} />
      </div>
      <QueryLink to={paths.product.href({ id: item.id })} className="flex flex-1 flex-col">
        <div className="aspect-square overflow-hidden rounded-xl bg-slate-50">
          <img
            src={item.img}
            alt="" /* the name is the heading just below: said once (axe image-redundant-alt) */
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-contain p-4 transition duration-300 group-hover:scale-105"
          />
        </div>
        <h3 className="mt-3 line-clamp-2 min-h-[2.75rem] text-sm font-semibold leading-snug text-ink group-hover:text-brand">
          {item.name}
        </h3>
        <FiveStars className="mt-1.5" />
      </QueryLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-brand sm:text-base">{formatRupiah(item.price)}</p>
        <button
          type="button"
          onClick={() => addToCart({ productId: item.id, name: item.name, imageUrl: item.img, price: item.price }, t)}
          aria-label={t('shop.product.addNamed', { name: item.name })}
          className="grid h-8 w-8 place-items-center rounded-lg border border-brand text-brand transition hover:bg-brand hover:text-white"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
}
