import { phoneDigits } from '@dosyt/core/phone/phone.rules';
import { mailtoHref } from '../../../config/paths';
import { mediaUrl } from '../api/content-client';
import { useSection } from '../api/get-section';
import { callHref, displayPhone } from '../lib/format';
import { LazyImage } from './lazy-image';
import { Section } from './section';
import { MailIcon, PhoneIcon, SocialIcon } from './social-icon';

const contactLink =
  'inline-flex min-h-11 items-center gap-2 rounded-md text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** International digits of a phone for messenger links (0XX... gets 38). */
const intlDigits = (phone: string) => {
  const d = phoneDigits(phone);
  return d.startsWith('0') ? `38${d}` : d;
};

/** Coordinators: photo, name, responsibility, a call link, a mail link and two messenger links. */
export function CoordinatorsSection() {
  const { data: coordinators } = useSection('coordiners');
  const people = coordinators?.items ?? [];
  if (!coordinators || people.length === 0) return null;
  // An item names its photo; the files come in the photos list (by name).
  const photoUrl = (name?: string) => mediaUrl(coordinators.photos?.find((p) => p.name === name)?.url);

  return (
    <Section id="coordinators" title={coordinators.titleText || 'Координатори'} className="bg-slate-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {people.map((person, i) => (
          <li key={person.id ?? i} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
            <LazyImage src={photoUrl(person.photo)} alt="" width={400} height={400} frameClassName="mb-4 size-24 rounded-full" />
            <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
            {person.responsibility && <p className="text-sm text-slate-700">{person.responsibility}</p>}
            <div className="mt-3 flex flex-col">
              {person.phone && (
                <a href={callHref(person.phone)} className={contactLink}>
                  <PhoneIcon />
                  {displayPhone(person.phone)}
                </a>
              )}
              {person.email && (
                <a href={mailtoHref(person.email)} className={`${contactLink} break-all`}>
                  <MailIcon />
                  {person.email}
                </a>
              )}
            </div>
            {person.phone && (
              <div className="mt-2 flex gap-2">
                <a
                  href={`https://t.me/+${intlDigits(person.phone)}`}
                  rel="noopener noreferrer"
                  aria-label={`Написати в Telegram: ${person.name}`}
                  className="flex size-11 items-center justify-center rounded-full bg-sky-100 text-sky-800 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <SocialIcon name="telegram" />
                </a>
                <a
                  href={`viber://chat?number=%2B${intlDigits(person.phone)}`}
                  aria-label={`Написати у Viber: ${person.name}`}
                  className="flex size-11 items-center justify-center rounded-full bg-violet-100 text-violet-800 hover:bg-violet-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <SocialIcon name="viber" />
                </a>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
