import { useSection } from '../api/get-section';
import { Band } from './section';
import { SiteLink } from './site-link';

/** Volunteer search: a call to join. */
export function VolunteerSection() {
  const { data: search } = useSection('search-volonters');
  if (!search?.titleText) return null;
  return (
    <Band
      id="volunteers"
      title={search.titleText}
      className="bg-brand-800 text-white"
      layout="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between"
      titleClassName="max-w-3xl text-2xl font-bold md:text-3xl"
    >
      {search.link && search.buttontText && (
        <SiteLink
          href={search.link}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {search.buttontText}
        </SiteLink>
      )}
    </Band>
  );
}
