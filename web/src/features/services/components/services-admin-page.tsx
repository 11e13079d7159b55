import { serviceKindLabel, SERVICE_KINDS } from '@dosyt/core/referral/referral';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InfoPopup } from '../../../components/ui/info-popup';
import { Select } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { Table, type Column } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useAdminServices, useSaveService } from '../api/admin-services';
import { useAllRegions } from '../api/places';
import { serviceBodyWithActive } from '../lib/service-form';
import type { AdminService } from '../types';

const NATIONAL = 'national';
/** The form (its library and schema) loads when it is first opened. */
const ServiceFormDialog = lazy(() => import('./service-form-dialog').then((m) => ({ default: m.ServiceFormDialog })));

/**
 * 'Служби допомоги' (ADMIN): the directory by region and kind; add, edit, deactivate
 * and restore. A deactivated service leaves the public page and the referral choice,
 * and keeps the referrals already made to it.
 */
export function ServicesAdminPage() {
  const regionFilterId = useId();
  const kindFilterId = useId();
  const services = useAdminServices();
  const regions = useAllRegions();
  const save = useSaveService();
  const [regionFilter, setRegionFilter] = useState('');
  const [kindFilter, setKindFilter] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminService | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const regionName = (id: number | null) => (id === null ? 'Уся Україна' : (regions.data?.find((r) => r.region_id === id)?.region ?? `Область №${id}`));
  const rows = (services.data ?? [])
    .filter((s) => showInactive || s.active)
    .filter((s) => regionFilter === '' || (regionFilter === NATIONAL ? s.region_id === null : String(s.region_id) === regionFilter))
    .filter((s) => kindFilter === '' || s.kind === kindFilter)
    .sort((a, b) => regionName(a.region_id).localeCompare(regionName(b.region_id), 'uk') || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'uk'));

  const confirmToggle = async () => {
    if (!toggling) return;
    const target = toggling;
    try {
      await save.mutateAsync({ id: target.id, body: serviceBodyWithActive(target, !target.active) });
      setNotice({ kind: 'success', message: target.active ? `Службу «${target.name}» деактивовано` : `Службу «${target.name}» відновлено` });
    } catch (error) {
      setNotice({
        kind: 'error',
        message: isApiError(error) && error.statusCode < 500 && error.message ? error.message : 'Не вдалося зберегти зміну. Спробуйте ще раз',
      });
    } finally {
      setToggling(null);
    }
  };

  const columns: Column<AdminService>[] = [
    { key: 'name', header: 'Назва', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    { key: 'kind', header: 'Вид', cell: (s) => serviceKindLabel(s.kind) },
    {
      key: 'place',
      header: 'Де працює',
      cell: (s) => (
        <>
          {regionName(s.region_id)}
          {s.community_id && <span className="block text-xs text-slate-600">одна громада</span>}
        </>
      ),
    },
    { key: 'phones', header: 'Телефони', cell: (s) => s.phones.join(', '), fold: 'narrow' },
    { key: 'public', header: 'На сайті', cell: (s) => (s.public ? 'Так' : 'Ні'), fold: 'laptop' },
    { key: 'referrals', header: 'Направлення', cell: (s) => (s.acceptsReferrals ? `Приймає (${s.referralCount})` : `Ні (${s.referralCount})`), fold: 'laptop' },
    { key: 'active', header: 'Стан', cell: (s) => (s.active ? 'Активна' : <span className="text-slate-600">Неактивна</span>) },
    {
      key: 'actions',
      header: <span className="sr-only">Дії</span>,
      detailLabel: 'Дії',
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(s)} aria-label={`Редагувати: ${s.name}`}>
            Редагувати
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setToggling(s)} aria-label={`${s.active ? 'Деактивувати' : 'Відновити'}: ${s.name}`}>
            {s.active ? 'Деактивувати' : 'Відновити'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Служби допомоги</h1>
        <Button onClick={() => setEditing('new')}>Додати службу</Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">
        Куди фахівці направляють людей і що бачить відвідувач сторінки «Куди звернутися». Адресу притулку сайт не показує ніколи; email для направлень бачать
        лише адміністратори.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={regionFilterId} className="text-sm font-medium text-slate-700">
            Область
          </label>
          <Select id={regionFilterId} value={regionFilter} onChange={(event) => setRegionFilter(event.target.value)} className="w-64">
            <option value="">Усі</option>
            <option value={NATIONAL}>Уся Україна (національні)</option>
            {(regions.data ?? []).map((r) => (
              <option key={r.region_id} value={String(r.region_id)}>
                {r.region}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={kindFilterId} className="text-sm font-medium text-slate-700">
            Вид
          </label>
          <Select
            id={kindFilterId}
            value={kindFilter}
            onChange={(event) => setKindFilter(event.target.value)}
            className="w-64"
            options={SERVICE_KINDS.map((k) => ({ value: k.id, label: k.label }))}
          >
            <option value="">Усі</option>
          </Select>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm">
          <Checkbox checked={showInactive} onChange={(event) => setShowInactive(event.target.checked)} />
          Показати неактивні
        </label>
      </div>
      {services.isPending ? (
        <PageSpinner />
      ) : (
        <Table columns={columns} rows={rows} rowKey={(s) => s.id} caption="Служби допомоги" rowLabel={(s) => s.name} emptyText="Служб за цими умовами немає" />
      )}
      {editing && (
        <Suspense fallback={null}>
          <ServiceFormDialog
            service={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            save={save.mutateAsync}
            onSaved={(message) => {
              setEditing(null);
              setNotice({ kind: 'success', message });
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.name}
        message={
          toggling?.active
            ? 'Деактивувати службу? Вона зникне зі сторінки «Куди звернутися» і з вибору для направлень. Уже зроблені направлення збережуться.'
            : 'Відновити службу? Вона знову з’явиться у списках.'
        }
        confirmLabel={toggling?.active ? 'Деактивувати' : 'Відновити'}
        cancelLabel="Скасувати"
        busy={save.isPending}
        onConfirm={() => void confirmToggle()}
        onCancel={() => setToggling(null)}
      />
      <InfoPopup open={notice !== null} kind={notice?.kind ?? 'success'} message={notice?.message} onClose={() => setNotice(null)} />
    </section>
  );
}
