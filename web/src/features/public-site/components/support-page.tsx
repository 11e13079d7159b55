import { AppLink } from '../../../lib/site-nav';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/page-title';
import { SITE_NAME } from '../lib/constants';
import { PublicLayout } from './public-layout';
import { primaryButton } from './site-link';

const WAYS = [
  {
    title: 'Станьте волонтеркою чи волонтером',
    text: 'Нам потрібні психологи, юристи, соціальні працівники, водії та люди, готові чергувати на зворотних дзвінках. Ми навчаємо всіх, хто приєднується, і дбаємо про конфіденційність.',
  },
  {
    title: 'Передайте речі для притулків',
    text: 'Нові засоби гігієни, постільна білизна, дитячий одяг і взуття. Актуальні збори ми оголошуємо в розділі «Анонси» на головній сторінці.',
  },
  {
    title: 'Розкажіть про проєкт',
    text: 'Поділіться посиланням на сайт із тими, кому це може знадобитися. Людині в небезпеці часто найважче зробити перший крок — дізнатися, що допомога існує.',
  },
  {
    title: 'Станьте партнером',
    text: 'Громадські організації, служби громад і бізнес можуть допомогти приміщеннями, транспортом, навчанням чи експертизою. Напишіть нам — разом ми зробимо більше.',
  },
];

/** /support: how to support the project (plain content). */
export function SupportPage() {
  useDocumentTitle(`Підтримати нас | ${SITE_NAME}`);
  return (
    <PublicLayout>
      <meta name="description" content="Як підтримати Проєкт Досить: волонтерство, речі для притулків, поширення інформації, партнерство." />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">Як підтримати проєкт</h1>
        <p className="mt-4 text-lg text-slate-700">
          Проєкт Досить тримається на людях, які не залишаються осторонь. Ось кілька способів допомогти тим, хто потерпає від насильства.
        </p>
        <ul className="mt-10 space-y-8">
          {WAYS.map((way) => (
            <li key={way.title}>
              <h2 className="text-xl font-semibold text-slate-900">{way.title}</h2>
              <p className="mt-2 text-slate-700">{way.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-brand-50 p-6">
          <h2 className="text-xl font-semibold text-slate-900">Потрібна допомога вам?</h2>
          <p className="mt-2 text-slate-700">Звернення конфіденційне, можна анонімно. Фахівці вашої громади зателефонують вам.</p>
          <AppLink to={paths.helpForm.href()} className={`${primaryButton} mt-4`}>
            Залишити звернення
          </AppLink>
        </div>
      </div>
    </PublicLayout>
  );
}
