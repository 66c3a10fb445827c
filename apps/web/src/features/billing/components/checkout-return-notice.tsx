import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import type { CheckoutReturn } from '../use-checkout-return';

/**
 * While Stripe confirms a payment just made or a change of plan, when it has not within a
 * minute, and after a checkout left without paying.
 */
export function CheckoutReturnNotice({ state }: { state: CheckoutReturn }) {
  if (state === 'waiting' || state === 'changing') {
    return (
      <Alert>
        <span className="flex items-center gap-2">
          <Spinner className="size-4" label="Waiting" />
          {state === 'waiting'
            ? 'Waiting for Stripe to confirm your payment…'
            : 'Waiting for Stripe to confirm the change of plan…'}
        </span>
      </Alert>
    );
  }
  if (state === 'unconfirmed') {
    return (
      <Alert tone="error">
        Stripe has not confirmed the payment yet. It can take a few minutes: reload this page later.
      </Alert>
    );
  }
  if (state === 'canceled') {
    return <Alert>Checkout canceled: nothing was bought, the plan is unchanged.</Alert>;
  }
  return null;
}
