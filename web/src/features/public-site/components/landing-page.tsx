import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../lib/page-title';
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
  'Проект Досить: конфіденційна онлайн-допомога людям, які потерпають від домашнього чи гендерно зумовленого насильства. Звернутися можна анонімно.';

/**
 * The landing page, sections in the spec's order. Each section draws on the
 * content service and stays out of the page when its content is missing, so a
 * failing service leaves only the defaults (header, tabs, footer).
 *
 * The sections of the first screens (hero, partners, problems, help) are
 * loaded together and shown together once all have answered; until then a
 * screen-high placeholder holds their place. Content never arrives above what
 * the visitor already sees, so nothing shifts (Lighthouse CLS 0). They are
 * rendered in a background (time-sliced) render, and the sections below the
 * fold one per task after them, so no single long task blocks the page (TBT).
 */
/** The sections below the fold, in order; they are added one per task, each a small commit. */
const BELOW_FOLD = [EventsSection, ReportsSection, MediaSection, TeamSection, CoordinatorsSection, VolunteerSection, ContactsSection, AboutAgainSection, SoMathSection];

export function LandingPage() {
  useDocumentTitle(SITE_NAME);
  const firstScreens = [useSection('heroes'), useSection('partners'), useSection('problems'), useSection('helps')];
  const settled = useDeferredValue(firstScreens.every((section) => !section.isPending));
  // Content already cached (back from a post): everything at once, so the saved scroll position can be restored.
  const [shown, setShown] = useState(settled ? BELOW_FOLD.length : 0);
  useEffect(() => {
    if (!settled || shown >= BELOW_FOLD.length) return;
    const timer = window.setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [settled, shown]);
  return (
    <PublicLayout>
      <meta name="description" content={DESCRIPTION} />
      <link rel="canonical" href={`${window.location.origin}/`} />
      {settled ? (
        <>
          <HeroSection />
          <PartnersSection />
          <ProblemsSection />
          <HelpSection />
          {BELOW_FOLD.slice(0, shown).map((Section) => (
            <Section key={Section.name} />
          ))}
        </>
      ) : (
        <HeroPlaceholder loading />
      )}
    </PublicLayout>
  );
}
