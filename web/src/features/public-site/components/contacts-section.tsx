import type { ReactNode } from 'react';
import { useSection } from '../api/get-section';
import type { ContactItem } from '../api/types';
import { callHref } from '../lib/format';
import { Section } from './section';
import { SiteLink, primaryButton } from './site-link';

/** The item at this index carries the extra button. */
const BUTTON_ITEM_INDEX = 5;

function ContactList({ items, extra }: { items: ContactItem[]; extra?: (index: number) => ReactNode }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={item.id ?? i} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5">
          {item.number && (
            <a
              href={callHref(item.number)}
              className="self-start rounded-sm text-2xl font-bold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {item.number}
            </a>
          )}
          <h4 className="font-semibold text-slate-900">{item.title}</h4>
          {item.description && <p className="text-slate-700">{item.description}</p>}
          {extra?.(i)}
        </li>
      ))}
    </ul>
  );
}

/** #contacts: two blocks, the national lines and the Poltava region's. */
export function ContactsSection() {
  const { data: contacts } = useSection('contacts');
  const { data: poltava } = useSection('poltava-contacts');
  if (!contacts?.items?.length && !poltava?.items?.length) return null;
  return (
    <Section id="contacts" title="Контакти">
      <div className="grid gap-12 lg:grid-cols-2">
        {contacts?.items?.length ? (
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{contacts.titleText}</h3>
            <ContactList
              items={contacts.items}
              extra={(i) =>
                i === BUTTON_ITEM_INDEX && contacts.link && contacts.buttonText ? (
                  <SiteLink href={contacts.link} className={`${primaryButton} mt-3 self-start`}>
                    {contacts.buttonText}
                  </SiteLink>
                ) : null
              }
            />
          </div>
        ) : null}
        {poltava?.items?.length ? (
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{poltava.titleText1}</h3>
            {poltava.titleText2 && <p className="mt-1 text-slate-700">{poltava.titleText2}</p>}
            <ContactList items={poltava.items} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
