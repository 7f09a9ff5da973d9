import { useEffect, useState, type ReactNode } from 'react';
import { useFirstScreenShown } from '../../../ui/first-screen.ts';
import { paths } from '../../../paths.ts';
import { PromoPopup } from '../../../ui/promo-popup.tsx';
import { useQueryNavigate } from '../../../ui/query-link.tsx';
import { ErrorBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { useHomeContent } from './api.ts';
import { useT } from '../../../texts/texts.tsx';
import { DiscountsSection } from './discounts-section.tsx';
import { FlashDealsSection } from './flash-deals-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { BannersSection, BenefitsSection, BrandsSection, NewArrivalsSection, ShopSection } from './more-sections.tsx';
import { TopCategoriesSection } from './top-categories-section.tsx';

/**
 * The sections below the banner, rendered one more per task once the banner is on the page
 * (ui/first-screen.ts), so the first render (the one the banner's paint waits for) is the header and
 * the banner only, and the sections' pictures do not share the banner's bandwidth (decision
 * 013: mobile LCP median 3.09 -> 2.82 s with Flash Deals in the first render, 2.64 -> 2.39 s with it a
 * task later). Until a section renders, its place keeps a section's height, so the footer does not
 * move up and back; on a phone the sections are below the screen, so nothing the shopper sees moves
 * either.
 */
function BelowTheBanner({ sections }: { sections: ReactNode[] }) {
  const [shown, setShown] = useState(0);
  const bannerShown = useFirstScreenShown();
  useEffect(() => {
    if (!bannerShown || shown >= sections.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [bannerShown, shown, sections.length]);
  const waiting = sections.length - shown;
  return (
    <div className="home-below-fold">
      {sections.slice(0, shown)}
      {/* A section's height (styles.css, --home-section-height) for each one still to come. */}
      {waiting > 0 ? <div aria-hidden="true" style={{ height: `calc(${waiting} * var(--home-section-height))` }} /> : null}
    </div>
  );
}

/** storefront.md §2 Home: nine sections, in order, and the promo popup. */
export function HomePage() {
  const t = useT();
  const content = useHomeContent();
  const navigate = useQueryNavigate();
  return (
    <>
      {content.isPending ? (
        <LoadingBlock label={t('shop.home.loading')} />
      ) : content.isError ? (
        <section className="mx-auto max-w-3xl px-4 py-16">
          <ErrorBlock error={content.error} onRetry={() => void content.refetch()} />
        </section>
      ) : (
        <>
          <HeroSection categories={content.data.categories} slides={content.data.slides} />
          <BelowTheBanner
            sections={[
              <FlashDealsSection key="flash-deals" items={content.data.flashDeals} />,
              <TopCategoriesSection key="top-categories" categories={content.data.topCategories} />,
              <DiscountsSection key="discounts" items={content.data.discounts} />,
              <NewArrivalsSection key="new-arrivals" items={content.data.newArrivals} />,
              <BrandsSection key="brands" brands={content.data.brands} />,
              <ShopSection key="shop" items={content.data.shopItems} brands={content.data.brands} />,
              <BannersSection key="banners" banners={content.data.banners} />,
              <BenefitsSection key="benefits" />,
            ]}
          />
        </>
      )}
      <PromoPopup onShopNow={() => navigate(paths.allProducts.href())} />
    </>
  );
}
