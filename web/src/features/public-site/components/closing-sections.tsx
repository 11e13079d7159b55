import { paths } from '../../../config/paths';
import { mediaUrl, pickFormat } from '../api/content-client';
import { useSection } from '../api/get-section';
import { LazyImage } from './lazy-image';
import { Band, Section } from './section';
import { SiteLink, primaryButton, secondaryButton } from './site-link';

/** 'About' again near the end: the hero's message once more, with help and support. */
export function AboutAgainSection() {
  const { data: hero } = useSection('heroes');
  if (!hero?.textLeft) return null;
  return (
    <Band
      id="about-again"
      title={hero.textLeft}
      className="bg-brand-50"
      layout="mx-auto max-w-4xl px-4 py-14 text-center"
      titleClassName="text-2xl font-bold text-slate-900 md:text-3xl"
    >
      {hero.textRight && <p className="mt-4 text-lg text-slate-700">{hero.textRight}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink href={hero.helpLink || paths.helpForm.href()} className={primaryButton}>
          {hero.buttonText || 'Звернутися по допомогу'}
        </SiteLink>
        <SiteLink href={paths.support.href()} className={secondaryButton}>
          Як допомогти проєкту
        </SiteLink>
      </div>
    </Band>
  );
}

/** The 'so math' cards. */
export function SoMathSection() {
  const { data: soMath } = useSection('so-maths');
  const items = soMath?.items ?? [];
  if (!soMath || items.length === 0) return null;
  const image = pickFormat(soMath.img, 'medium');
  return (
    <Section id="so-math" title={soMath.titleText || 'Ось така математика'}>
      <div className="grid items-start gap-10 lg:grid-cols-[2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((item, i) => (
            <li key={item.id ?? i} className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-3xl font-bold text-brand-800">{item.title}</p>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
        <div>
          <LazyImage
            src={mediaUrl(image?.url)}
            alt={soMath.img?.alternativeText ?? ''}
            width={image?.width}
            height={image?.height}
            frameClassName="rounded-2xl"
          />
          {soMath.link && soMath.buttonText && (
            <SiteLink href={soMath.link} className={`${primaryButton} mt-6`}>
              {soMath.buttonText}
            </SiteLink>
          )}
        </div>
      </div>
    </Section>
  );
}
