import { mediaUrl, pickFormat } from '../api/content-client';
import { useSection } from '../api/get-section';
import { Carousel } from './carousel';
import { LazyImage } from './lazy-image';
import { Section } from './section';
import { SiteLink, secondaryButton } from './site-link';

/** #team: photos in a carousel (about 1.58 slides = 3 / 1.9, one below 768 px, loops, no autoplay), then the people. */
export function TeamSection() {
  const { data: team } = useSection('teams');
  if (!team) return null;
  const slides = (team.slides ?? []).filter((s) => mediaUrl(s.url));
  const people = team.items ?? [];
  return (
    <Section id="team" title={team.titleText || 'Команда'} intro={team.description}>
      {slides.length > 0 && (
        <Carousel label="Фото команди" slideClassName="basis-full md:basis-[63.33%]" className="mb-10">
          {slides.map((slide) => {
            const image = pickFormat(slide, 'large');
            return (
              <figure key={slide.url}>
                <LazyImage
                  src={mediaUrl(image?.url)}
                  alt={slide.alternativeText ?? ''}
                  width={image?.width}
                  height={image?.height}
                  frameClassName="rounded-2xl"
                />
                {slide.alternativeText && <figcaption className="mt-2 text-sm text-slate-700">{slide.alternativeText}</figcaption>}
              </figure>
            );
          })}
        </Carousel>
      )}
      {people.length > 0 && (
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {people.map((person, i) => (
            <li key={person.id ?? i} className="text-center">
              {person.src && <LazyImage src={mediaUrl(person.src)} alt="" width={160} height={160} frameClassName="mx-auto mb-3 size-28 rounded-full" />}
              <h3 className="font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm text-slate-700">{person.title}</p>
            </li>
          ))}
        </ul>
      )}
      {team.link && team.buttonText && (
        <div className="mt-8">
          <SiteLink href={team.link} className={secondaryButton}>
            {team.buttonText}
          </SiteLink>
        </div>
      )}
    </Section>
  );
}
