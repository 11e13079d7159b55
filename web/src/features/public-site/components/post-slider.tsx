import Fade from 'embla-carousel-fade';
import { mediaUrl, pickFormat } from '../api/content-client';
import type { Media } from '../api/types';
import { Carousel } from './carousel';
import { LazyImage } from './lazy-image';

/**
 * A post's slides: one at a time, fading, looping (speed 500). Embla's
 * duration is not in milliseconds; 30 gives a cross-fade of about half a second.
 */
export function PostSlider({ slides, title }: { slides: Media[]; title: string }) {
  return (
    <Carousel label={`Фото: ${title}`} slideClassName="basis-full" options={{ loop: true, duration: 30 }} plugins={[Fade()]}>
      {slides.map((slide, i) => {
        const image = pickFormat(slide, 'large');
        return (
          <LazyImage
            key={`${slide.url}-${i}`}
            eager={i === 0}
            src={mediaUrl(image?.url)}
            alt={slide.alternativeText ?? ''}
            width={image?.width}
            height={image?.height}
            frameClassName="rounded-2xl"
          />
        );
      })}
    </Carousel>
  );
}
