import { AppLink } from '../../../lib/site-nav';
import { paths } from '../../../config/paths';
import { useSection } from '../api/get-section';
import { DEFAULT_MENU, DEFAULTS, SITE_NAME } from '../lib/constants';
import { callHref, displayPhone } from '../lib/format';
import { SiteLink } from './site-link';
import { SiteLogo } from './site-logo';
import { SocialIcon } from './social-icon';

const footerLink =
  'inline-block rounded-sm py-1.5 text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Footer of every public page; its support block is the '/#support' target the default support button points at. */
export function PublicFooter() {
  const { data: site } = useSection('site-infos');
  const menu = site?.menuItems?.filter((m) => m.title && m.href).length ? site.menuItems : DEFAULT_MENU;
  const socials = (site?.socials ?? []).filter((s) => s.url);

  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <SiteLogo logo={site?.logo} size={36} />
            {SITE_NAME}
          </p>
          <p className="mt-3">{site?.location || DEFAULTS.location}</p>
          {site?.phone && (
            <p className="mt-1">
              <a href={callHref(site.phone)} className={footerLink}>
                {displayPhone(site.phone)}
              </a>
            </p>
          )}
          {site?.messengerLink && (
            <p className="mt-1">
              <a href={site.messengerLink} target="_blank" rel="noopener noreferrer" className={footerLink}>
                Написати в {site.messengerTitle || 'месенджер'}
              </a>
            </p>
          )}
          {(site?.addresses ?? [])
            .filter((a) => a.text)
            .map((a) => (
              <p key={`${a.title}-${a.text}`} className="mt-1 text-sm">
                {a.title ? `${a.title}: ` : ''}
                {a.text}
              </p>
            ))}
          {socials.length > 0 && (
            <ul className="mt-4 flex gap-2" aria-label="Ми в соціальних мережах">
              {socials.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    aria-label={social.title ?? social.icon}
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SocialIcon name={social.icon ?? 'link'} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Розділи сайту внизу сторінки">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {menu.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href!} className={footerLink}>
                  {item.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section id="support" aria-labelledby="footer-support" className="scroll-mt-20">
          <h2 id="footer-support" className="text-lg font-semibold text-white">
            Підтримати проєкт
          </h2>
          <p className="mt-2 text-sm">Волонтерство, речі для притулків, розповідь друзям про проєкт — кожна допомога важлива.</p>
          <p className="mt-3">
            <AppLink to={paths.support.href()} className={`${footerLink} font-semibold`}>
              Як нас підтримати
            </AppLink>
          </p>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-slate-300">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}
          </p>
          <a href={paths.services.href()} className={footerLink}>
            Куди звернутися
          </a>
          <AppLink to={paths.status.href()} className={footerLink}>
            Стан звернення за кодом
          </AppLink>
          <AppLink to={paths.login.href()} className={footerLink}>
            Вхід для фахівців
          </AppLink>
        </div>
      </div>
    </footer>
  );
}
