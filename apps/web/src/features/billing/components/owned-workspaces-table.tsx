import { PLAN_LABELS, type OwnedWorkspaceBilling } from '@teamboard/shared/billing';
import { Table, TableCell } from '../../../components/ui/table';
import { TextLink } from '../../../components/ui/text-link';
import { formatBillingDate, formatMoney } from '../billing-format';
import { STATUS_LABELS } from '../subscription-state';

function nextInvoiceText({ nextInvoice }: OwnedWorkspaceBilling): string {
  if (!nextInvoice) return 'None';
  return `${formatMoney(nextInvoice.amount, nextInvoice.currency)} on ${formatBillingDate(nextInvoice.date)}`;
}

const COLUMNS = [
  'Workspace',
  'Plan',
  'Status',
  { key: 'seats', header: 'Seats', align: 'right' },
  'Next invoice',
] as const;

/** Every workspace the person owns: its plan, status, seats and next invoice. */
export function OwnedWorkspacesTable({ workspaces }: { workspaces: OwnedWorkspaceBilling[] }) {
  if (workspaces.length === 0) {
    return <p className="text-sm text-neutral-500">You do not own a workspace.</p>;
  }
  return (
    <Table label="Workspaces you own" columns={COLUMNS} numeric>
      {workspaces.map((owned) => (
        <tr key={owned.workspace._id}>
          <TableCell>
            <TextLink to={`/${owned.workspace.url}/settings/subscription`}>
              {owned.workspace.name}
            </TextLink>
          </TableCell>
          <TableCell>{PLAN_LABELS[owned.plan]}</TableCell>
          <TableCell>{owned.status ? STATUS_LABELS[owned.status] : '—'}</TableCell>
          <TableCell align="right">{owned.seats}</TableCell>
          <TableCell>{nextInvoiceText(owned)}</TableCell>
        </tr>
      ))}
    </Table>
  );
}
