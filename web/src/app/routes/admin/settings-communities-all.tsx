import { COMMUNITIES_PAGE_SIZE, pageCount } from '@dosyt/core/region/region.rules';
import { useState } from 'react';
import { ListPage } from '../../../components/layouts/list-page';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCommunitiesPage } from '../../../features/regions/api/get-communities-page';
import { CommunitiesTable } from '../../../features/regions/components/communities-table';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/settings/communities-all (ADMIN): every community of Ukraine, 15 a page. */
export function Component() {
  const [page, setPage] = useState(1);
  const communities = useCommunitiesPage(page);

  // A failed list load logs and goes to /login.
  useLoadFailure(communities.error);

  const totalPages = pageCount(communities.data?.count ?? 0, COMMUNITIES_PAGE_SIZE);
  return (
    <ListPage title="Громади" closeTo={paths.admin.appeals.href()}>
      {communities.isPending ? (
        <PageSpinner />
      ) : (
        <CommunitiesTable communities={communities.data?.rows ?? []} firstNumber={(page - 1) * COMMUNITIES_PAGE_SIZE + 1} />
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </ListPage>
  );
}
