import { Star } from 'lucide-react';

/** The five stars on product cards (storefront.md §2 product lists). */
export function FiveStars({ className = '' }: { className?: string }) {
  return (
    <span role="img" aria-label="Rated 5 out of 5" className={`inline-flex gap-0.5 text-amber-500 ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
      ))}
    </span>
  );
}
