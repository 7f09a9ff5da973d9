import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { firstScreenShown } from './first-screen.ts';
import { useT } from '../texts/texts.tsx';

/** storefront.md §9: default autoplay interval. */
const AUTOPLAY_INTERVAL_MS = 3000;

/**
 * Slides per view by viewport width (storefront.md §9; xs = 576 px and 3xl = 1440 px are our theme's
 * breakpoints). Tailwind needs the classes written out:
 * - deals: 5 (4 below 1440 px, 3 below 1024, 2 below 768, 1 below 576): Flash Deals, Huge Discounts
 * - categories: 4 (3, 2, 1, 1): Top Categories
 * - single: 1: the main banner
 */
const SLIDE_WIDTHS = {
  deals: 'basis-full xs:basis-1/2 md:basis-1/3 lg:basis-1/4 3xl:basis-1/5',
  categories: 'basis-full md:basis-1/2 lg:basis-1/3 3xl:basis-1/4',
  single: 'basis-full',
} as const;

interface CarouselProps {
  label: string;
  layout: keyof typeof SLIDE_WIDTHS;
  children: ReactNode;
  /** Transition time in ms (spec 'speed'); Embla's duration is a unitless factor, ~ms / 20. */
  speedMs: number;
  autoplay?: boolean;
  arrows?: boolean;
  dots?: boolean;
  align?: 'start' | 'center';
}

/**
 * Embla, loaded once the first screen is on the page (decision 013: the home page's initial JavaScript
 * and its largest paint; ui/first-screen.ts): until it
 * arrives the slides stand in their row as laid out, so nothing moves when it takes over.
 */
function useLazyEmbla(options: EmblaOptionsType, autoplay: boolean): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const { loop, align, duration } = options;
  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    // A visitor who asked for less motion gets still carousels (WCAG 2.2.2); the slides stay reachable by swipe, arrows and keyboard.
    const play = autoplay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    void firstScreenShown()
      .then(() => Promise.all([import('embla-carousel'), play ? import('embla-carousel-autoplay') : null]))
      .then(([core, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [autoplayModule.default({ delay: AUTOPLAY_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })]
          : [];
        instance = core.default(viewport, { loop, align, duration }, plugins);
        setEmbla(instance);
      });
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, autoplay, loop, align, duration]);
  return [setViewport, embla];
}

export function Carousel({ label, layout, children, speedMs, autoplay = false, arrows = false, dots = false, align = 'start' }: CarouselProps) {
  const t = useT();
  const [viewportRef, embla] = useLazyEmbla({ loop: true, align, duration: Math.round(speedMs / 20) }, autoplay);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const slides = Children.toArray(children);
  // Before Embla has measured, one dot per slide: the row is there from the first paint.
  const dotCount = snapCount || slides.length;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('common.ui.slideOf', { slide: i + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${SLIDE_WIDTHS[layout]}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && (
        <>
          <button
            type="button"
            onClick={prev}
            aria-label={t('common.ui.previous', { label })}
            className="absolute -left-3 top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-navy text-white shadow-lg hover:bg-brand"
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('common.ui.next', { label })}
            className="absolute -right-3 top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-navy text-white shadow-lg hover:bg-brand"
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </>
      )}
      {dots && dotCount > 1 && (
        <div className="mt-3 flex justify-center">
          {/* Each dot is a 24 px target around the small visible dot (WCAG 2.5.8 target size). */}
          {Array.from({ length: dotCount }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('common.ui.goToSlide', { slide: i + 1 })}
              aria-current={i === selected}
              onClick={() => embla?.scrollTo(i)}
              className="group/dot grid h-6 min-w-6 place-items-center px-1"
            >
              <span
                aria-hidden="true"
                className={`h-2.5 rounded-full transition-all ${i === selected ? 'w-7 bg-brand' : 'w-2.5 bg-slate-300 group-hover/dot:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
