/**
 * The five stars on product cards (storefront.md §2 product lists): one element, the stars drawn by its
 * background (styles.css .five-stars). Five inline SVGs per card were 11 nodes per card, about 40% of the
 * home page's DOM, all created and laid out before the first paint on a phone (issue 14).
 */
export function FiveStars({ className = '' }: { className?: string }) {
  return <span role="img" aria-label="Rated 5 out of 5" className={`five-stars ${className}`} />;
}
