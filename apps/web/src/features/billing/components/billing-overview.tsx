import { Alert } from '../../../components/ui/alert';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBillingDetails } from '../api/get-billing-details';
import { useBillingPlans } from '../api/get-billing-plans';
import { BillingEmailForm } from './billing-email-form';
import { InvoiceTable } from './invoice-table';
import { PaymentMethodCard } from './payment-method-card';
import { SelfHostedCard } from './self-hosted-card';

function BillingDetailsSections({ workspaceId }: { workspaceId: string }) {
  const details = useBillingDetails(workspaceId);
  if (details.isError) {
    return (
      <Alert tone="error">
        {errorMessage(details.error, 'Failed to fetch the billing details')}
      </Alert>
    );
  }
  if (!details.data) return <Spinner className="text-indigo-600" />;
  const { billing } = details.data;
  return (
    <div className="space-y-6">
      <SectionCard title="Billing email">
        <BillingEmailForm workspaceId={workspaceId} email={billing.email} />
      </SectionCard>
      <PaymentMethodCard workspaceId={workspaceId} paymentMethod={billing.paymentMethod} />
      <SectionCard title="Invoices">
        <InvoiceTable invoices={billing.invoices} />
      </SectionCard>
    </div>
  );
}

/** The owner's billing email, payment method and invoices; on a self-hosted server, only that. */
export function BillingOverview({ workspaceId }: { workspaceId: string }) {
  const plans = useBillingPlans();
  if (plans.isError) {
    return <Alert tone="error">{errorMessage(plans.error, 'Failed to fetch the plans')}</Alert>;
  }
  if (!plans.data) return <Spinner className="text-indigo-600" />;
  if (!plans.data.billingEnabled) return <SelfHostedCard />;
  return <BillingDetailsSections workspaceId={workspaceId} />;
}
