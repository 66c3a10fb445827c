import type { Invoice } from '@teamboard/shared/billing';
import { Table, TableCell } from '../../../components/ui/table';
import { formatBillingDate, formatMoney } from '../billing-format';

const LINK = 'font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400';

function InvoiceLinks({ invoice }: { invoice: Invoice }) {
  return (
    <span className="flex gap-3">
      {invoice.hostedUrl && (
        <a href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
          View
        </a>
      )}
      {invoice.pdfUrl && (
        <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
          PDF
        </a>
      )}
    </span>
  );
}

const COLUMNS = [
  'Number',
  'Date',
  { key: 'total', header: 'Total', align: 'right' },
  'Status',
  { key: 'links', header: 'Links', hidden: true },
] as const;

/** Stripe's invoices of the workspace, newest first as Stripe lists them. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-neutral-500">No invoices yet.</p>;
  return (
    <Table label="Invoices" columns={COLUMNS} numeric>
      {invoices.map((invoice) => (
        <tr key={invoice._id}>
          <TableCell>{invoice.number ?? '—'}</TableCell>
          <TableCell>{formatBillingDate(invoice.createdAt)}</TableCell>
          <TableCell align="right">{formatMoney(invoice.total, invoice.currency)}</TableCell>
          <TableCell>
            <span className="capitalize">{invoice.status}</span>
          </TableCell>
          <TableCell>
            <InvoiceLinks invoice={invoice} />
          </TableCell>
        </tr>
      ))}
    </Table>
  );
}
