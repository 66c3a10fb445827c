import type { Invoice } from '@teamboard/shared/billing';
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

/** Stripe's invoices of the workspace, newest first as Stripe lists them. */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-neutral-500">No invoices yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table aria-label="Invoices" className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-500 dark:border-neutral-800">
            <th scope="col" className="py-2 pr-4 font-medium">
              Number
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Links</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice._id} className="border-b border-neutral-100 dark:border-neutral-800">
              <td className="py-2 pr-4">{invoice.number ?? '—'}</td>
              <td className="py-2 pr-4">{formatBillingDate(invoice.createdAt)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {formatMoney(invoice.total, invoice.currency)}
              </td>
              <td className="py-2 pr-4 capitalize">{invoice.status}</td>
              <td className="py-2">
                <InvoiceLinks invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
