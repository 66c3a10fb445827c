import type { PaymentMethod } from '@teamboard/shared/billing';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useOpenBillingPortal } from '../api/open-billing-portal';

function brandOf(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

interface PaymentMethodCardProps {
  workspaceId: string;
  paymentMethod: PaymentMethod | null;
}

/** The card Stripe charges, changed in Stripe's Billing Portal. */
export function PaymentMethodCard({ workspaceId, paymentMethod }: PaymentMethodCardProps) {
  const portal = useOpenBillingPortal(workspaceId);
  return (
    <SectionCard title="Payment method">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {paymentMethod ? (
          <p className="text-sm">
            <span className="font-medium">
              {brandOf(paymentMethod.brand)} •••• {paymentMethod.last4}
            </span>{' '}
            <span className="text-neutral-600 dark:text-neutral-400">
              expires {String(paymentMethod.expMonth).padStart(2, '0')}/{paymentMethod.expYear}
            </span>
          </p>
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            No payment method on file.
          </p>
        )}
        <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
          Update payment method
        </Button>
      </div>
    </SectionCard>
  );
}
