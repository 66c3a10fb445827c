import type { HomeBoard } from '@teamboard/shared/dashboard';
import { Link } from 'react-router';
import { boardPath } from '../../boards/board-labels';
import { MUTED } from './home-section';

/** A list of boards of the workspace, each a link to it. */
export function BoardLinks({
  label,
  boards,
  workspaceUrl,
  empty,
}: {
  label: string;
  boards: HomeBoard[];
  workspaceUrl: string;
  empty: string;
}) {
  if (boards.length === 0) return <p className={MUTED}>{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-1 text-sm">
      {boards.map((board) => (
        <li key={board._id}>
          <Link
            to={boardPath(workspaceUrl, board._id)}
            className="font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
          >
            {board.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
