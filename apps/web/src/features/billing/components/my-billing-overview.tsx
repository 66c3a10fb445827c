import { Alert } from '../../../components/ui/alert';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBillingPlans } from '../api/get-billing-plans';
import { useMyBilling } from '../api/get-my-billing';
import { OwnedWorkspacesTable } from './owned-workspaces-table';

function OwnedWorkspaces() {
  const mine = useMyBilling();
  if (mine.isError) {
    return <Alert tone="error">{errorMessage(mine.error, 'Failed to fetch your billing')}</Alert>;
  }
  if (!mine.data) return <Spinner className="text-indigo-600" />;
  return <OwnedWorkspacesTable workspaces={mine.data.workspaces} />;
}

/** The workspaces the person pays for; on a self-hosted server, that billing is off. */
export function MyBillingOverview() {
  const plans = useBillingPlans();
  if (plans.isError) {
    return <Alert tone="error">{errorMessage(plans.error, 'Failed to fetch the plans')}</Alert>;
  }
  if (!plans.data) return <Spinner className="text-indigo-600" />;
  if (!plans.data.billingEnabled) {
    return (
      <Alert>
        Billing is off on this server: every workspace is on the self-hosted plan, with every
        feature and no limits.
      </Alert>
    );
  }
  return (
    <SectionCard
      title="Workspaces you own"
      description="Each workspace has its own plan; open one to change it."
    >
      <OwnedWorkspaces />
    </SectionCard>
  );
}
