import { useT } from '../texts/texts.tsx';

/**
 * The five stars on product cards (storefront.md §2 product lists): one element, the stars drawn by its
 * background (styles.css .five-stars). Five inline SVGs were 11 nodes per card; as one element the home
 * page has 864 elements to create and lay out before its first paint on a phone, not 1,054 (decision 013).
 */
export function FiveStars({ className = '' }: { className?: string }) {
  const t = useT();
  return <span role="img" aria-label={t('common.ui.rated')} className={`five-stars ${className}`} />;
}
