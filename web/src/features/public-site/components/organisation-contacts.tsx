import { useSection } from '../api/get-section';
import { callHref, displayPhone } from '../lib/format';

const link = 'font-medium text-brand-700 underline';
// One line on a wide screen, two on a narrow one, loading or loaded: the form below never jumps.
const line = 'mt-3 min-h-[2lh] sm:min-h-[1lh]';

/**
 * The organisation's phone and messenger from the content service's site info (an
 * admin edits them in /admin/content; the addresses are in the footer). They are
 * known only at run time, so the pre-rendered page shows that they are coming.
 */
export function OrganisationContacts() {
  const { data: site, isPending } = useSection('site-infos');
  const phone = site?.phone?.trim();
  const messenger = site?.messengerLink?.trim();

  if (isPending) {
    return (
      <p className={line} data-testid="organisation-contacts" aria-busy="true">
        Контакти організації завантажуються…
        {/* The pre-rendered page without JavaScript never gets them: say where else help is. */}
        <noscript> Їх видно, коли в браузері увімкнено JavaScript. Якщо вам загрожує небезпека зараз, телефонуйте 102.</noscript>
      </p>
    );
  }
  if (!phone && !messenger) {
    return (
      <p className={line} data-testid="organisation-contacts">
        Контакти організації — у розділі{' '}
        <a href="/#contacts" className={link}>
          «Контакти»
        </a>
        .
      </p>
    );
  }
  return (
    <p className={line} data-testid="organisation-contacts">
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
  );
}
