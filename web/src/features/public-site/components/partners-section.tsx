import { mediaUrl } from '../api/content-client';
import { useSection } from '../api/get-section';
import { Carousel } from './carousel';
import { LazyImage } from './lazy-image';
import { Section } from './section';

/** The carousel settings are whatever JSON the editor saved: only `loop: false` stops the looping. */
const loops = (settings: unknown) => !(typeof settings === 'object' && settings !== null && 'loop' in settings && settings.loop === false);

export function PartnersSection() {
  const { data: partners } = useSection('partners');
  const logos = (partners?.slider ?? []).filter((logo) => mediaUrl(logo.url));
  if (!partners || logos.length === 0) return null;
  return (
    <Section id="partners" title={partners.title || 'Партнери'} intro={partners.text} className="bg-slate-50">
      <Carousel label="Логотипи партнерів" slideClassName="basis-1/2 sm:basis-1/3 lg:basis-1/5" options={{ loop: loops(partners.settings) }}>
        {logos.map((logo) => (
          <figure key={logo.url} className="flex flex-col items-center gap-2 text-center">
            <LazyImage src={mediaUrl(logo.url)} alt="" width={logo.width ?? 240} height={logo.height ?? 240} frameClassName="w-32 rounded-2xl bg-transparent" />
            <figcaption className="text-sm text-slate-700">{logo.alternativeText || logo.name}</figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
