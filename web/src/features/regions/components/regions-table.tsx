import { formatArea, regionLabel } from '@dosyt/core/region/region.rules';
import { Button } from '../../../components/ui/button';
import { Table, type Column } from '../../../components/ui/table';
import type { Region } from '../types';

export interface RegionsTableProps {
  regions: Region[];
  onToggle: (region: Region) => void;
  busyId?: number | null;
}

const numberFormat = new Intl.NumberFormat('uk-UA');

/** 'Regions' columns: ID, 'X область', population, area with one decimal, active, change-status. */
export function RegionsTable({ regions, onToggle, busyId }: RegionsTableProps) {
  const columns: Column<Region>[] = [
    { key: 'id', header: 'ID', cell: (r) => r.id },
    { key: 'region', header: 'Регіон', cell: (r) => regionLabel(r.region) },
    { key: 'population', header: 'Населення', cell: (r) => (r.population === null ? '—' : numberFormat.format(r.population)) },
    { key: 'area', header: 'Площа, км²', cell: (r) => formatArea(r.area) },
    {
      key: 'active',
      header: 'Активний',
      cell: (r) => (
        <input type="checkbox" checked={r.active} readOnly disabled aria-label={`${regionLabel(r.region)}: ${r.active ? 'активний' : 'неактивний'}`} />
      ),
    },
    {
      key: 'action',
      header: 'Дія',
      cell: (r) => (
        <Button size="sm" variant="secondary" loading={busyId === r.id} onClick={() => onToggle(r)}>
          Змінити статус
        </Button>
      ),
    },
  ];
  return <Table caption="Регіони" columns={columns} rows={regions} rowKey={(r) => r.id} rowClassName={(r) => (r.active ? undefined : 'bg-pink-100')} />;
}
