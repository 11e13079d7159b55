import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type EmblaPlugins = NonNullable<Parameters<typeof useEmblaCarousel>[1]>;

export interface CarouselProps {
  /** What the carousel shows, for screen readers ('Фото команди'). */
  label: string;
  children: ReactNode;
  /** Width classes of one slide (e.g. 'basis-full md:basis-[63.33%]'). */
  slideClassName: string;
  options?: EmblaOptions;
  plugins?: EmblaPlugins;
  className?: string;
}

const arrow = 'M15 6l-6 6 6 6';

/**
 * A swipeable carousel (embla) with previous/next buttons and the ARIA carousel
 * pattern. No autoplay: nothing moves unless the visitor moves it.
 */
export function Carousel({ label, children, slideClassName, options, plugins, className }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1, ...options }, plugins);
  const [selected, setSelected] = useState(0);
  const slides = Children.toArray(children);

  const onSelect = useCallback(() => setSelected(api?.selectedScrollSnap() ?? 0), [api]);
  useEffect(() => {
    if (!api) return;
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  const button =
    'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  return (
    <div role="region" aria-roledescription="карусель" aria-label={label} className={className}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="слайд"
              aria-label={`${i + 1} з ${slides.length}`}
              className={cn('min-w-0 shrink-0 grow-0 pl-4', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" className={button} onClick={() => api?.scrollPrev()} aria-label="Попередній слайд">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <path d={arrow} />
            </svg>
          </button>
          <span className="min-w-12 text-center text-sm text-slate-700" aria-live="polite">
            {selected + 1} / {slides.length}
          </span>
          <button type="button" className={button} onClick={() => api?.scrollNext()} aria-label="Наступний слайд">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              className="rotate-180"
            >
              <path d={arrow} />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
