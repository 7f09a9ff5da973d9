import type { Category, Slide } from '#domain/storefront/api/content.ts';
import { useFirstScreenShown } from '../../../ui/first-screen.ts';
import { paths } from '../../../paths.ts';
import { Carousel } from '../../../ui/carousel.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { useT } from '../../../texts/texts.tsx';

/** Home 1: the category sidebar (not clickable) beside the 3-slide autoplay banner. */
export function HeroSection({ categories, slides }: { categories: Category[]; slides: Slide[] }) {
  // The other slides' pictures once the first screen is on the page: off screen until the carousel
  // moves, they would otherwise share the first slide's bandwidth (decision 013, ui/first-screen.ts).
  const othersShown = useFirstScreenShown();
  const t = useT();
  return (
    <section aria-labelledby="home-title" className="mx-auto grid max-w-7xl grid-cols-1 gap-5 px-4 pt-6 lg:grid-cols-[15rem_1fr]">
      <h1 id="home-title" className="sr-only">
        {t('shop.home.title')}
      </h1>
      <aside aria-label={t('shop.home.categories')} className="min-w-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-100">
        {/* Scrolls sideways on small screens: focusable so keyboard users can scroll it too. */}
        <ul tabIndex={0} aria-label={t('shop.home.shopByCategory')} className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-0.5 lg:overflow-visible">
          {categories.map((c) => (
            <li key={c.name} className="flex shrink-0 items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-slate-700 lg:py-2.5">
              {/* Low priority: the banner beside them is the page's largest paint. */}
              <img src={c.image} alt="" width={28} height={28} fetchPriority="low" className="h-7 w-7" />
              {c.name}
            </li>
          ))}
        </ul>
      </aside>
      <div className="flex min-w-0 flex-col justify-center rounded-2xl bg-gradient-to-br from-white to-rose-50 p-6 shadow-sm ring-1 ring-slate-100 sm:p-10">
        <Carousel label={t('shop.home.mainBanner')} layout="single" speedMs={500} autoplay dots>
          {slides.map((slide, i) => (
            <div key={slide.id} className="grid items-center gap-6 md:grid-cols-[1.1fr_1fr]">
              <div className="order-2 md:order-1">
                <h2 className="text-3xl font-extrabold leading-tight text-ink sm:text-5xl">{slide.title}</h2>
                <p className="mt-4 max-w-md text-base leading-relaxed text-slate-600 sm:text-lg">{slide.desc}</p>
                <ButtonLink to={paths.allProducts.href()} size="lg" className="mt-7 inline-flex items-center px-8 shadow-md">
                  {t('shop.home.visitCollections')}
                </ButtonLink>
              </div>
              <img
                src={i === 0 || othersShown ? slide.cover : undefined}
                alt=""
                width={560}
                height={420}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="order-1 mx-auto h-auto w-full max-w-sm md:order-2 md:max-w-none"
              />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
