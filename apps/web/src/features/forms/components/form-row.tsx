import type { Form } from '@teamboard/shared/form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { TextLink } from '../../../components/ui/text-link';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteForm } from '../api/delete-form';
import { copyFormLink, formPublicUrl, formsPath } from '../form-link';

export function submissionCountLabel(count: number): string {
  return count === 1 ? '1 submission' : `${count.toLocaleString('en-US')} submissions`;
}

interface FormRowProps {
  form: Form;
  workspaceUrl: string;
}

/** A form in the board's list: its title, state, submissions and link, and its deletion. */
export function FormRow({ form, workspaceUrl }: FormRowProps) {
  const remove = useDeleteForm(form.boardId);
  const url = formPublicUrl(window.location.origin, form.slug);
  const page = formsPath(workspaceUrl, form.boardId, form._id);
  return (
    <li
      aria-label={form.title}
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex items-center gap-2">
          <TextLink to={page} className="truncate">
            {form.title}
          </TextLink>
          <Badge>{form.isOpen ? 'Open' : 'Closed'}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-3 text-sm text-neutral-600 dark:text-neutral-400">
          <TextLink to={`${page}?tab=submissions`}>
            {submissionCountLabel(form.submissionCount)}
          </TextLink>
          <span className="truncate">{url}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => copyFormLink(url)}>
          Copy link
        </Button>
        <ConfirmButton
          label="Delete"
          question="Delete this form? Its link stops working; its tasks stay."
          loading={remove.isPending}
          onConfirm={() => reportOutcome(remove.mutateAsync(form), 'Failed to delete the form')}
        />
      </div>
    </li>
  );
}
