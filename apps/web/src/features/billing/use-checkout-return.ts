import { PLAN_LABELS } from '@teamboard/shared/billing';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSubscription } from './api/get-subscription';
import { isCheckoutConfirmed } from './subscription-state';

/** How often, and how long, the page asks again while Stripe's webhook is on its way. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_WAIT_MS = 60_000;

export type CheckoutReturn = 'none' | 'waiting' | 'changing' | 'unconfirmed' | 'canceled';

/** The server's return address: ?checkout=success|changed|canceled&plan=…&interval=…. */
const RETURN_PARAMS = ['checkout', 'plan', 'interval'];

function checkoutState(
  param: string | null,
  confirmed: boolean,
  timedOut: boolean,
): CheckoutReturn {
  if (param === 'canceled') return 'canceled';
  if ((param !== 'success' && param !== 'changed') || confirmed) return 'none';
  if (timedOut) return 'unconfirmed';
  return param === 'changed' ? 'changing' : 'waiting';
}

function confirmationMessage(param: string | null, planLabel: string): string {
  return param === 'changed'
    ? `Plan changed: you are on the ${planLabel} plan`
    : `Payment confirmed: you are on the ${planLabel} plan`;
}

/**
 * The subscription, read again every 2 s after the owner came back from Stripe Checkout
 * (?checkout=success) or from a plan change (?checkout=changed), until Stripe's webhook has put
 * the workspace on the plan asked for, for a minute at most. Confirmed: a toast, and the address
 * loses its return parameters. Back from a checkout left unpaid (?checkout=canceled): 'canceled'.
 */
export function useCheckoutReturn(workspaceId: string) {
  const [search, setSearch] = useSearchParams();
  const param = search.get('checkout');
  const returning = param === 'success' || param === 'changed';
  const [timedOut, setTimedOut] = useState(false);
  const waiting = returning && !timedOut;
  const query = useSubscription(workspaceId, waiting ? CONFIRMATION_POLL_MS : false);
  const subscription = query.data?.subscription;
  const asked = { plan: search.get('plan'), interval: search.get('interval') };
  const confirmedPlan =
    subscription && isCheckoutConfirmed(subscription, asked) ? subscription.plan : null;

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returning]);

  useEffect(() => {
    if (!returning || !confirmedPlan) return;
    toast.success(confirmationMessage(param, PLAN_LABELS[confirmedPlan]), {
      id: 'checkout-confirmed',
    });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [returning, confirmedPlan, param, setSearch]);

  const state = checkoutState(param, confirmedPlan !== null, timedOut);
  return { query, checkout: state };
}
