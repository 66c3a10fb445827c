import { updateBillingInputSchema } from '@teamboard/shared/billing';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useUpdateBillingEmail } from '../api/update-billing-email';

/** The server's reason, on the field when it names it. */
function refusal(error: unknown): string {
  const onEmail =
    error instanceof ApiError ? error.fieldErrors.find((e) => e.field === 'email') : undefined;
  return onEmail?.message ?? errorMessage(error, 'Failed to save the billing email');
}

/** Where Stripe sends invoices and receipts (owner). */
export function BillingEmailForm({
  workspaceId,
  email,
}: {
  workspaceId: string;
  email: string | null;
}) {
  const update = useUpdateBillingEmail(workspaceId);
  const [value, setValue] = useState(email ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateBillingInputSchema.safeParse({ email: value });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    try {
      const { billing } = await update.mutateAsync(parsed.data);
      setValue(billing.email ?? '');
      toast.success('Billing email saved');
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="min-w-64 flex-1">
        <TextField
          label="Billing email"
          type="email"
          value={value}
          error={problem}
          hint="Invoices and receipts go to this address."
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" loading={update.isPending}>
        Save
      </Button>
    </form>
  );
}
