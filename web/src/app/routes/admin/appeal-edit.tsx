import { formatDateTime } from '@dosyt/core/dates/dates';
import { STATUS } from '@dosyt/core/status/status.rules';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { AppealEditForm } from '../../../features/appeal-form/components/appeal-edit-form';
import { useAppeal } from '../../../features/appeals/api/get-appeal';
import { useUpdateAppeal } from '../../../features/appeals/api/update-appeal';
import { DistributionDialog } from '../../../features/appeals/components/distribution-dialog';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { RegionSelect } from '../../../features/communities/components/region-select';
import { useActiveRegions } from '../../../features/communities/api/get-active-regions';
import { useAssistanceAll } from '../../../features/assistance/api/get-assistance-all';

/**
 * /admin/appeal/edit/{id} (ADMIN): the appeal's fields, editable while it is new
 * (status 1), and its distribution between executors.
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const appeal = useAppeal(id);
  const update = useUpdateAppeal();
  const [distributionOpen, setDistributionOpen] = useState(false);
  const types = useAssistanceAll();
  const regions = useActiveRegions();
  useLoadFailure(appeal.error);
  const typeName = (typeId: number) => types.data?.find((t) => t.id === typeId)?.description ?? `Вид допомоги №${typeId}`;
  const regionName = (regionId: number | null) => regions.data?.find((r) => Number(r.region_id) === regionId)?.region ?? 'область не вказана';

  if (appeal.isPending || !appeal.data) return <PageSpinner />;
  const data = appeal.data;
  const editable = data.status_id === STATUS.NEW;

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          Звернення №{data.id} від {formatDateTime(data.createdAt)}
        </h1>
        <StatusBadge statusId={data.status_id} title={data.status?.title} />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <AppealEditForm
          appeal={data}
          editable={editable}
          renderRegion={(props) => <RegionSelect {...props} />}
          renderCommunity={(props) => <CommunityAutocomplete {...props} />}
          save={(body) => update.mutateAsync({ id: data.id, body })}
          onClose={() => navigate(paths.admin.appeals.href())}
          onStale={() => void appeal.refetch()}
          extraActions={
            <Button variant="secondary" onClick={() => setDistributionOpen(true)}>
              Розподіл
            </Button>
          }
        />
      </div>
      <DistributionDialog
        appealId={data.id}
        appeal={{ assistanceIds: data.assistanceIds, status_id: data.status_id, names: { typeName, regionName } }}
        open={distributionOpen}
        onClose={() => setDistributionOpen(false)}
      />
    </section>
  );
}
