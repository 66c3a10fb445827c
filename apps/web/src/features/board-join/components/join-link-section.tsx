import { relativeTime } from '@teamboard/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { reportOutcome } from '../../../lib/report-outcome';
import { QueryFailure } from '../../boards/components/query-failure';
import { useCreateJoinLink } from '../api/create-join-link';
import { useDeleteJoinLink } from '../api/delete-join-link';
import { useJoinLink } from '../api/get-join-link';
import { joinLinkUrl } from '../join-link-url';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';

interface JoinLinkSectionProps {
  boardId: string;
  workspaceUrl: string;
}

/** For the board's managers: the link that lets workspace people join the board, and its life. */
export function JoinLinkSection({ boardId, workspaceUrl }: JoinLinkSectionProps) {
  const query = useJoinLink(boardId);
  const create = useCreateJoinLink(boardId);
  const revoke = useDeleteJoinLink(boardId);

  if (query.isPending) return <Spinner className="text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch join link')}
        retry={() => void query.refetch()}
      />
    );
  }

  const onCreate = (done: string) =>
    reportOutcome(create.mutateAsync(), 'Failed to create join link', () => toast.success(done));
  const link = query.data.joinLink;
  if (!link) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">No join link yet.</p>
        <Button loading={create.isPending} onClick={() => onCreate('Join link created')}>
          Create join link
        </Button>
      </div>
    );
  }

  const url = joinLinkUrl(window.location.origin, workspaceUrl, boardId, link.token);
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="Join link"
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          onClick={() => copyToClipboard(url, 'Join link copied')}
        >
          Copy link
        </Button>
      </div>
      <p className="text-xs text-neutral-500">Created {relativeTime(link.createdAt)}</p>
      {/* Keyed by the token: after a replace both buttons ask afresh. */}
      <div key={link.token} className="flex flex-wrap items-center gap-2">
        <ConfirmButton
          label="Replace link"
          question="Replace it? The current link stops working."
          confirmLabel="Replace"
          loading={create.isPending}
          onConfirm={() => onCreate('Join link replaced')}
        />
        <ConfirmButton
          label="Revoke link"
          question="Revoke it? Nobody can join with it any more."
          confirmLabel="Revoke"
          loading={revoke.isPending}
          onConfirm={() =>
            reportOutcome(revoke.mutateAsync(), 'Failed to revoke join link', () =>
              toast.success('Join link revoked'),
            )
          }
        />
      </div>
    </div>
  );
}
