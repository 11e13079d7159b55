import { useSection } from '../api/get-section';
import { callHref, displayPhone } from '../lib/format';

const link = 'font-medium text-brand-700 underline';

/**
 * The organisation's phone, messenger and addresses from the content service's site
 * info (an admin edits them in /admin/content). They are known only at run time, so
 * the pre-rendered page (and a browser without JavaScript) shows where to find them.
 */
export function OrganisationContacts() {
  const { data: site, isPending } = useSection('site-infos');
  const phone = site?.phone?.trim();
  const messenger = site?.messengerLink?.trim();
  const addresses = (site?.addresses ?? []).filter((a) => a.text?.trim());

  if (isPending) {
    return (
      <p className="mt-3" data-testid="organisation-contacts" aria-busy="true">
        Контакти організації завантажуються…
        {/* The pre-rendered page without JavaScript never gets them: say where else help is. */}
        <noscript> Їх видно, коли в браузері увімкнено JavaScript. Якщо вам загрожує небезпека зараз, телефонуйте 102.</noscript>
      </p>
    );
  }
  if (!phone && !messenger && addresses.length === 0) {
    return (
      <p className="mt-3" data-testid="organisation-contacts">
        Контакти організації — у розділі{' '}
        <a href="/#contacts" className={link}>
          «Контакти»
        </a>
        .
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-1" data-testid="organisation-contacts">
      <p>
        {phone && (
          <>
            Телефон організації:{' '}
            <a href={callHref(phone)} className={link}>
              {displayPhone(phone)}
            </a>
          </>
        )}
        {phone && messenger && (
          <>
            <span aria-hidden="true"> · </span>
            <br className="sm:hidden" />
          </>
        )}
        {messenger && (
          <>
            Написати в месенджер:{' '}
            <a href={messenger} target="_blank" rel="noopener noreferrer" className={link}>
              {site?.messengerTitle?.trim() || 'месенджер'}
            </a>
          </>
        )}
      </p>
      {addresses.map((address) => (
        <p key={`${address.title}-${address.text}`}>
          {address.title ? `${address.title}: ` : 'Адреса: '}
          {address.text}
        </p>
      ))}
    </div>
  );
}
