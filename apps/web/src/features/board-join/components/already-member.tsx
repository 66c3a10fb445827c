import { ButtonLink } from '../../../components/ui/button-link';

/** Someone already on the board: no joining, just the way in. */
export function AlreadyMember({ boardPath }: { boardPath: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        You are already a member of this project.
      </p>
      <ButtonLink to={boardPath} fullWidth>
        Open project
      </ButtonLink>
    </div>
  );
}
