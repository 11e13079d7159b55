import { SERVICE_KINDS } from '@dosyt/core/referral/referral';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { fetchCommunities, fetchPublicServices, fetchRegions } from '../api/public-directory';
import { NATIONAL_LINES } from '@dosyt/core/referral/national-lines';
import type { PublicService } from '../types';
import { ServiceCard, type ServiceCardData } from './service-card';

type ListedService = ServiceCardData & { id: string | number; kind: string };

type Load<T> = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

/** A fetch that follows its inputs: the previous one is aborted when they change. */
function useLoad<T>(run: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'idle' });
  useEffect(() => {
    if (!run) {
      setLoad({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    run(controller.signal).then(
      (data) => setLoad({ state: 'done', data }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // `run` is rebuilt each render: its inputs are the deps.
  }, deps);
  return load;
}

/** The services of a list under a heading per kind, in the fixed order of kinds. */
function ByKind({ services }: { services: readonly ListedService[] }) {
  const groups = SERVICE_KINDS.map((kind) => ({ kind, items: services.filter((s) => s.kind === kind.id) })).filter((g) => g.items.length > 0);
  return (
    <div className="flex flex-col gap-6">
      {groups.map(({ kind, items }) => (
        <section key={kind.id} aria-label={kind.label} className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">{kind.label}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const failedText = "Не вдалося завантажити список. Перевірте зв'язок і спробуйте ще раз. Цілодобові лінії вище працюють завжди.";

/**
 * 'Куди звернутися': the national lines first (in the pre-rendered HTML, so they show
 * without JavaScript), then the services of the region and community the person
 * chooses, by kind, each phone a call link. The choice stays in this page's memory:
 * nothing of it goes into the address bar or the history a phone's holder may read.
 */
export function ServicesDirectory({ interactive }: { interactive: (controls: ReactNode) => ReactNode }) {
  const regionId = useId();
  const communityId = useId();
  const [region, setRegion] = useState<number | null>(null);
  const [community, setCommunity] = useState<string | null>(null);

  const regions = useLoad((signal) => fetchRegions(signal), []);
  const communities = useLoad(region === null ? null : (signal) => fetchCommunities(region, signal), [region]);
  const services = useLoad<PublicService[]>(region === null ? null : (signal) => fetchPublicServices({ region_id: region, community_id: community }, signal), [
    region,
    community,
  ]);

  const found = services.state === 'done' ? services.data : [];
  const local = found.filter((s) => s.region_id !== null);
  const national = found.filter((s) => s.region_id === null);
  // The lines kept in the platform once they arrive; the built-in ones until then and without JavaScript.
  const nationalShown: readonly ListedService[] = national.length > 0 ? national : NATIONAL_LINES;
  const regionName = regions.state === 'done' ? regions.data.find((r) => r.region_id === region)?.region : undefined;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Куди звернутися</h1>
        <p className="text-slate-700">
          Служби, які допомагають людям, що постраждали від домашнього чи гендерно зумовленого насильства: притулки, безоплатна правова та психологічна
          допомога, медичні й соціальні служби. Дзвінки на гарячі лінії безоплатні.
        </p>
        <p className="rounded-md border border-rose-200 bg-rose-50 px-4 py-3 font-medium text-rose-900">
          Якщо вам загрожує небезпека просто зараз — телефонуйте в поліцію:{' '}
          <a href="tel:102" className="font-bold underline">
            102
          </a>
          .
        </p>
      </div>

      <section aria-labelledby="services-national" className="flex flex-col gap-3">
        <h2 id="services-national" className="text-xl font-semibold text-slate-900">
          Цілодобово по всій Україні
        </h2>
        <ByKind services={nationalShown} />
      </section>

      <section aria-labelledby="services-near" className="flex flex-col gap-4">
        <h2 id="services-near" className="text-xl font-semibold text-slate-900">
          Допомога поруч
        </h2>
        <noscript>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
            Щоб вибрати область і громаду, увімкніть JavaScript у браузері. Цілодобові лінії вище доступні й без нього.
          </p>
        </noscript>
        {interactive(
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={regionId} className="text-sm font-medium text-slate-700">
                Область
              </label>
              <Select
                id={regionId}
                value={region === null ? '' : String(region)}
                aria-busy={regions.state === 'loading' || undefined}
                onChange={(event) => {
                  setRegion(event.target.value ? Number(event.target.value) : null);
                  // Communities belong to a region: a new region clears the pick.
                  setCommunity(null);
                }}
              >
                <option value="">{regions.state === 'loading' ? 'Завантаження...' : 'Оберіть область'}</option>
                {regions.state === 'done' &&
                  regions.data.map((r) => (
                    <option key={r.region_id} value={String(r.region_id)}>
                      {r.region}
                    </option>
                  ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={communityId} className="text-sm font-medium text-slate-700">
                Громада
              </label>
              <Select
                id={communityId}
                value={community ?? ''}
                disabled={region === null}
                aria-busy={communities.state === 'loading' || undefined}
                onChange={(event) => setCommunity(event.target.value || null)}
              >
                <option value="">{region === null ? 'Спершу оберіть область' : 'Уся область'}</option>
                {communities.state === 'done' &&
                  [...communities.data]
                    .sort((a, b) => a.name.localeCompare(b.name, 'uk'))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
              </Select>
            </div>
          </div>,
        )}
        <div aria-live="polite" className="flex flex-col gap-4">
          {regions.state === 'failed' && (
            <p role="alert" className="text-rose-700">
              {failedText}
            </p>
          )}
          {services.state === 'loading' && (
            <p className="flex items-center gap-2 text-slate-700">
              <Spinner /> Шукаємо служби…
            </p>
          )}
          {services.state === 'failed' && (
            <p role="alert" className="text-rose-700">
              {failedText}
            </p>
          )}
          {services.state === 'done' &&
            (local.length > 0 ? (
              <>
                <p className="text-slate-700" data-testid="services-found">
                  {regionName ? `${regionName}: ` : ''}знайдено служб — {local.length}.
                </p>
                <ByKind services={local} />
              </>
            ) : (
              <p className="text-slate-700" data-testid="services-found">
                Тут поки немає служб у нашому списку. Зателефонуйте на цілодобову лінію вище: там підкажуть, куди звернутися поруч з вами.
              </p>
            ))}
        </div>
      </section>
    </div>
  );
}
