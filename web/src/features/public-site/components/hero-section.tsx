import { paths } from '../../../config/paths';
import { mediaUrl, pickFormat } from '../api/content-client';
import { useSection } from '../api/get-section';
import { SITE_NAME } from '../lib/constants';
import { LazyImage } from './lazy-image';
import { SiteLink, primaryButton } from './site-link';

/**
 * The hero while the landing's first screen loads: the page's h1 and a screen-high
 * placeholder, so nothing below it shows above the fold and then jumps away.
 */
export function HeroPlaceholder({ loading }: { loading: boolean }) {
  return (
    <section id="about" className="scroll-mt-20">
      <h1 className="sr-only">{SITE_NAME}</h1>
      {loading && (
        <div className="mx-auto min-h-svh max-w-6xl px-4 py-12" aria-hidden="true">
          <div className="h-64 animate-pulse rounded-2xl bg-brand-50 motion-reduce:animate-none" />
        </div>
      )}
    </section>
  );
}

/** #about: the hero. The page's one h1 is here (the project name when there is no content). */
export function HeroSection() {
  const { data: hero, isPending } = useSection('heroes');
  if (!hero) return <HeroPlaceholder loading={isPending} />;
  const image = pickFormat(hero.img, 'large');
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="about-title" className="text-3xl leading-tight font-bold text-slate-900 md:text-5xl">
            {hero.textLeft || SITE_NAME}
          </h1>
          {hero.textRight && <p className="mt-5 text-lg leading-relaxed text-slate-700">{hero.textRight}</p>}
          {hero.buttonText && (
            <div className="mt-8">
              <SiteLink href={hero.helpLink || paths.helpForm.href()} className={`${primaryButton} px-6 text-base`}>
                {hero.buttonText}
              </SiteLink>
            </div>
          )}
        </div>
        <LazyImage
          eager
          src={mediaUrl(image?.url)}
          alt={hero.img?.alternativeText ?? ''}
          width={image?.width}
          height={image?.height}
          frameClassName="rounded-2xl"
        />
      </div>
    </section>
  );
}
