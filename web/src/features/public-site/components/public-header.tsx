import { useId, useState } from 'react';
import { AppLink } from '../../../lib/site-nav';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { useSection } from '../api/get-section';
import { DEFAULT_MENU, DEFAULTS, SITE_NAME } from '../lib/constants';
import { SiteLink, primaryButton, secondaryButton } from './site-link';
import { SiteLogo } from './site-logo';
import { PhoneIcon } from './social-icon';

/** Header of every public page: name, location, the section menu, help, support and the call-centre link. */
export function PublicHeader() {
  const { data: site } = useSection('site-infos');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menu = site?.menuItems?.filter((m) => m.title && m.href).length ? site.menuItems : DEFAULT_MENU;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 lg:pr-56">
        {/* Right padding keeps the fixed quick-exit button clear of the name on small screens, of the buttons on large ones. */}
        <div className="flex items-center gap-3 pr-44 lg:pr-0">
          <AppLink
            to={paths.landing.href()}
            className="flex items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <SiteLogo logo={site?.logo} />
            <span className="text-lg leading-tight font-bold text-brand-800">{SITE_NAME}</span>
          </AppLink>
          <span className="hidden text-sm text-slate-600 sm:inline">{site?.location || DEFAULTS.location}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
          <AppLink
            to={paths.callCenter.href()}
            title="Кол-центр: звернення телефоном"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PhoneIcon />
            Кол-центр
          </AppLink>
          <SiteLink href={site?.link || DEFAULTS.supportLink} className={secondaryButton}>
            {site?.buttonText || DEFAULTS.supportButton}
          </SiteLink>
          <AppLink to={paths.helpForm.href()} className={primaryButton}>
            Отримати допомогу
          </AppLink>
        </div>
      </div>
      <nav aria-label="Розділи сайту" className="mx-auto max-w-6xl px-4 pb-2">
        <button
          type="button"
          className="mb-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          Меню
        </button>
        <ul id={menuId} className={cn('flex-col gap-1 lg:flex lg:flex-row lg:flex-wrap lg:gap-0', open ? 'flex' : 'hidden')}>
          {menu.map((item) => (
            <li key={item.href}>
              <SiteLink
                href={item.href!}
                onClick={() => setOpen(false)}
                className="block rounded-md px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
