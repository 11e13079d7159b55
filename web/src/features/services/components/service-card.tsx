import { serviceTelHref } from '@dosyt/core/referral/referral';

export interface ServiceCardData {
  name: string;
  phones: readonly string[];
  hours?: string | null;
  description?: string | null;
  address?: string | null;
}

/** One service as a person reads it on a phone: its name, each phone a call link, the hours, what it does, where. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-4">
      <h4 className="text-base font-semibold text-slate-900">{service.name}</h4>
      {service.phones.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Телефони: ${service.name}`}>
          {service.phones.map((phone) => (
            <li key={phone}>
              <a
                href={serviceTelHref(phone)}
                className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="sr-only">Зателефонувати: </span>
                {phone}
              </a>
            </li>
          ))}
        </ul>
      )}
      {service.hours && <p className="text-sm text-slate-700">Графік: {service.hours}</p>}
      {service.description && <p className="text-sm whitespace-pre-line text-slate-700">{service.description}</p>}
      {service.address && <p className="text-sm text-slate-700">Адреса: {service.address}</p>}
    </article>
  );
}
