import { formatArea, mapSearchUrl } from '@dosyt/core/region/region.rules';
import { Table, type Column } from '../../../components/ui/table';
import type { Community } from '../types';

const numberFormat = new Intl.NumberFormat('uk-UA');

/** 'Communities' columns: number, name, category, admin centre, region, area, population, map link. */
export function CommunitiesTable({ communities, firstNumber = 1 }: { communities: Community[]; firstNumber?: number }) {
  const columns: Column<Community>[] = [
    { key: 'n', header: '№', cell: (_c, i) => firstNumber + i },
    { key: 'name', header: 'Назва', cell: (c) => c.name },
    { key: 'category', header: 'Категорія', cell: (c) => c.category },
    { key: 'adminCenter', header: 'Адмінцентр', cell: (c) => c.adminCenter },
    { key: 'region', header: 'Регіон', cell: (c) => c.region },
    { key: 'area', header: 'Площа, км²', cell: (c) => formatArea(c.area) },
    { key: 'population', header: 'Населення', cell: (c) => (c.population === null ? '—' : numberFormat.format(c.population)) },
    {
      key: 'map',
      header: 'Мапа',
      cell: (c) => (
        <a
          className="text-brand-700 underline hover:text-brand-800"
          href={mapSearchUrl(c.adminCenter, c.region)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${c.adminCenter} на мапі (відкриється в новій вкладці)`}
        >
          На мапі
        </a>
      ),
    },
  ];
  return <Table caption="Громади" columns={columns} rows={communities} rowKey={(c) => c.id} />;
}
