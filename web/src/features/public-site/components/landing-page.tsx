import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../lib/page-title';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useSection } from '../api/get-section';
import { SITE_NAME } from '../lib/constants';
import { AboutAgainSection, SoMathSection } from './closing-sections';
import { ContactsSection } from './contacts-section';
import { CoordinatorsSection } from './coordinators-section';
import { HelpSection } from './help-section';
import { HeroPlaceholder, HeroSection } from './hero-section';
import { PartnersSection } from './partners-section';
import { EventsSection, MediaSection, ReportsSection } from './post-sections';
import { ProblemsSection } from './problems-section';
import { PublicLayout } from './public-layout';
import { TeamSection } from './team-section';
import { VolunteerSection } from './volunteer-section';

const DESCRIPTION =
  'Проєкт Досить: конфіденційна онлайн-допомога людям, які потерпають від домашнього чи гендерно зумовленого насильства. Звернутися можна анонімно.';

/**
 * The sections in the landing page's order. Once the first screens' content is in, they
 * are added one per task (each a small commit, so no long task blocks the page)
 * and always at the end of what is shown, so nothing already on screen moves;
 * a screen-high spacer keeps the footer below the fold until the last one is in.
 */
const SECTIONS = [
  HeroSection,
  PartnersSection,
  ProblemsSection,
  HelpSection,
  EventsSection,
  ReportsSection,
  MediaSection,
  TeamSection,
  CoordinatorsSection,
  VolunteerSection,
  ContactsSection,
  AboutAgainSection,
  SoMathSection,
];

/**
 * The landing page, sections in their fixed order. Each section draws on the
 * content service and stays out of the page when its content is missing, so a
 * failing service leaves only the defaults (header, tabs, footer).
 *
 * The sections of the first screens (hero, partners, problems, help) are
 * loaded together and shown once all have answered; until then a
 * screen-high placeholder holds their place. Content never arrives above what
 * the visitor already sees, so nothing shifts (Lighthouse CLS 0). They are
 * rendered in a background (time-sliced) render, then one per task (below).
 */
export function LandingPage() {
  useDocumentTitle(SITE_NAME);
  const origin = useSiteOrigin();
  const firstScreens = [useSection('heroes'), useSection('partners'), useSection('problems'), useSection('helps')];
  const settled = useDeferredValue(firstScreens.every((section) => !section.isPending));
  // Content already cached (back from a post): everything at once, so the saved scroll position can be restored.
  const [shown, setShown] = useState(settled ? SECTIONS.length : 1);
  useEffect(() => {
    if (!settled || shown >= SECTIONS.length) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [settled, shown]);
  return (
    <PublicLayout>
      <meta name="description" content={DESCRIPTION} />
      {origin && <link rel="canonical" href={`${origin}/`} />}
      {settled ? (
        <>
          {SECTIONS.slice(0, shown).map((Section) => (
            <Section key={Section.name} />
          ))}
          {shown < SECTIONS.length && <div className="min-h-svh" aria-hidden="true" />}
        </>
      ) : (
        <HeroPlaceholder loading />
      )}
    </PublicLayout>
  );
}
