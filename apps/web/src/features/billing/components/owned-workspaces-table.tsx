import { PLAN_LABELS, type OwnedWorkspaceBilling } from '@teamboard/shared/billing';
import { TextLink } from '../../../components/ui/text-link';
import { formatBillingDate, formatMoney } from '../billing-format';
import { STATUS_LABELS } from '../subscription-state';

function nextInvoiceText({ nextInvoice }: OwnedWorkspaceBilling): string {
  if (!nextInvoice) return 'None';
  return `${formatMoney(nextInvoice.amount, nextInvoice.currency)} on ${formatBillingDate(nextInvoice.date)}`;
}

/** Every workspace the person owns: its plan, status, seats and next invoice. */
export function OwnedWorkspacesTable({ workspaces }: { workspaces: OwnedWorkspaceBilling[] }) {
  if (workspaces.length === 0) {
    return <p className="text-sm text-neutral-500">You do not own a workspace.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table aria-label="Workspaces you own" className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-500 dark:border-neutral-800">
            <th scope="col" className="py-2 pr-4 font-medium">
              Workspace
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Plan
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Seats
            </th>
            <th scope="col" className="py-2 font-medium">
              Next invoice
            </th>
          </tr>
        </thead>
        <tbody>
          {workspaces.map((owned) => (
            <tr
              key={owned.workspace._id}
              className="border-b border-neutral-100 dark:border-neutral-800"
            >
              <td className="py-2 pr-4">
                <TextLink to={`/${owned.workspace.url}/settings/subscription`}>
                  {owned.workspace.name}
                </TextLink>
              </td>
              <td className="py-2 pr-4">{PLAN_LABELS[owned.plan]}</td>
              <td className="py-2 pr-4">{owned.status ? STATUS_LABELS[owned.status] : '—'}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{owned.seats}</td>
              <td className="py-2">{nextInvoiceText(owned)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
