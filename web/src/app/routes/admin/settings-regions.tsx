import { REGION_TOGGLE_CONFIRM, regionLabel } from '@dosyt/core/region/region.rules';
import { ListPage } from '../../../components/layouts/list-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useRegions } from '../../../features/regions/api/get-regions';
import { useSetRegionActive } from '../../../features/regions/api/set-region-active';
import { RegionsTable } from '../../../features/regions/components/regions-table';
import type { Region } from '../../../features/regions/types';
import { isApiError } from '../../../lib/api-client';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/settings/regions (ADMIN): regions with their active flag. */
export function Component() {
  const regions = useRegions();
  const setActive = useSetRegionActive();

  // 404 -> not found; other load failures (not 403, which already went to denied) -> /login.
  useLoadFailure(regions.error);

  const toggle = useConfirmedAction(
    (region: Region) => setActive.mutateAsync({ regionId: region.id, activeStatus: !region.active }),
    // Errors of the regions update are only logged.
    (error) => console.error('Region update failed', isApiError(error) ? error.statusCode : error),
  );

  return (
    <ListPage title="Регіони" closeTo={paths.admin.appeals.href()}>
      {regions.isPending ? (
        <PageSpinner />
      ) : (
        <RegionsTable regions={regions.data ?? []} onToggle={toggle.ask} busyId={setActive.isPending ? setActive.variables?.regionId : null} />
      )}
      <ConfirmDialog
        {...toggle.dialog}
        title={toggle.item ? regionLabel(toggle.item.region) : undefined}
        message={REGION_TOGGLE_CONFIRM}
        busy={setActive.isPending}
      />
    </ListPage>
  );
}
