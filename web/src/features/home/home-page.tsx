import { paths } from '../../paths.ts';
import { PromoPopup } from '../../ui/promo-popup.tsx';
import { useQueryNavigate } from '../../ui/query-link.tsx';
import { ErrorBlock, LoadingBlock } from '../../ui/page-states.tsx';
import { useHomeContent } from './api.ts';
import { DiscountsSection } from './discounts-section.tsx';
import { FlashDealsSection } from './flash-deals-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { BannersSection, BenefitsSection, BrandsSection, NewArrivalsSection, ShopSection } from './more-sections.tsx';
import { TopCategoriesSection } from './top-categories-section.tsx';

/** storefront.md §2 Home: nine sections, in order, and the promo popup. */
export function HomePage() {
  const content = useHomeContent();
  const navigate = useQueryNavigate();
  return (
    <>
      {content.isPending ? (
        <LoadingBlock label="Loading the shop" />
      ) : content.isError ? (
        <section className="mx-auto max-w-3xl px-4 py-16">
          <ErrorBlock error={content.error} onRetry={() => void content.refetch()} />
        </section>
      ) : (
        <>
          <HeroSection categories={content.data.categories} slides={content.data.slides} />
          <div className="home-below-fold">
            <FlashDealsSection items={content.data.flashDeals} />
            <TopCategoriesSection categories={content.data.topCategories} />
            <DiscountsSection items={content.data.discounts} />
            <NewArrivalsSection items={content.data.newArrivals} />
            <BrandsSection brands={content.data.brands} />
            <ShopSection items={content.data.shopItems} brands={content.data.brands} />
            <BannersSection banners={content.data.banners} />
            <BenefitsSection />
          </div>
        </>
      )}
      <PromoPopup onShopNow={() => navigate(paths.allProducts.href())} />
    </>
  );
}
