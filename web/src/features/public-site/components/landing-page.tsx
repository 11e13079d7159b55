import { useDocumentTitle } from '../../../lib/page-title';
import { SITE_NAME } from '../lib/constants';
import { AboutAgainSection, SoMathSection } from './closing-sections';
import { ContactsSection } from './contacts-section';
import { CoordinatorsSection } from './coordinators-section';
import { HelpSection } from './help-section';
import { HeroSection } from './hero-section';
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
 */
export function LandingPage() {
  useDocumentTitle(SITE_NAME);
  return (
    <PublicLayout>
      <meta name="description" content={DESCRIPTION} />
      <link rel="canonical" href={`${window.location.origin}/`} />
      <HeroSection />
      <PartnersSection />
      <ProblemsSection />
      <HelpSection />
      <EventsSection />
      <ReportsSection />
      <MediaSection />
      <TeamSection />
      <CoordinatorsSection />
      <VolunteerSection />
      <ContactsSection />
      <AboutAgainSection />
      <SoMathSection />
    </PublicLayout>
  );
}
