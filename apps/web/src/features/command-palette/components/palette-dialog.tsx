import { Command, defaultFilter } from 'cmdk';
import { Dialog } from 'radix-ui';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { taskPanelPath } from '../../boards/board-labels';
import { dialogOverlayClasses, dialogPanelClasses } from '../../shortcuts/components/dialog-styles';
import { useOptionalCurrentWorkspace } from '../../workspaces/current-workspace';
import { useTaskSearch } from '../api/search-tasks';
import { paletteGroups } from '../palette-groups';
import type { PaletteItem } from '../palette-item';
import type { PalettePage } from '../palette-page';
import { readRecent, rememberRecent } from '../recent-items';
import { useActionItems } from '../use-action-items';
import { usePlaceItems } from '../use-place-items';
import { NewTaskPage } from './new-task-page';
import { PaletteRow } from './palette-row';

const PLACEHOLDERS: Record<PalettePage['kind'], string> = {
  root: 'Search boards, tasks, people, settings and actions…',
  'pick-board': 'Which board should the task go in?',
  'new-task': 'Title of the new task',
};

/**
 * The command palette, open: fuzzy search over the workspace's boards, people, chats, settings
 * and actions (cmdk's own filter, recent results first), with the server's task search as it
 * arrives. Radix's dialog traps focus and gives it its title; cmdk gives the list its roles and
 * arrow keys.
 */
export function PaletteDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const current = useOptionalCurrentWorkspace();
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<PalettePage>({ kind: 'root' });
  const [recent, setRecent] = useState(() => readRecent(userId));
  const [selected, setSelected] = useState('');

  const places = usePlaceItems(current);
  const boardTitle = (boardId: string) =>
    places.find((item) => item.id === `board:${boardId}`)?.label;
  const openPage = (next: PalettePage) => {
    setPage(next);
    setSearch('');
  };
  const actions = useActionItems(current, openPage, boardTitle);
  const found = useTaskSearch(current?.workspace._id ?? null, page.kind === 'root' ? search : '');
  const go = (href: string) => void navigate(href);
  const taskItems = (found.data?.tasks ?? []).map((task): PaletteItem => ({
    id: `task:${task._id}`,
    kind: 'Task',
    label: `${task.taskId} ${task.title}`,
    detail: `${task.board.title} · ${task.column.title}`,
    keywords: task.externalKey ? [task.externalKey] : [],
    href: taskPanelPath(current?.workspace.url ?? '', task.board._id, task.taskId),
    run: () => go(taskPanelPath(current?.workspace.url ?? '', task.board._id, task.taskId)),
  }));
  const groups = paletteGroups([...taskItems, ...actions, ...places], recent, go);
  const recentIds = useMemo(() => new Set(recent.map((entry) => entry.id)), [recent]);
  const foundIds = new Set(taskItems.map((item) => item.id));

  const choose = (item: PaletteItem) => {
    setRecent(rememberRecent(userId, item));
    item.run();
    if (!item.keepsOpen) onClose();
  };
  // Backspace in an empty field goes back to every result.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && search === '' && page.kind !== 'root')
      openPage({ kind: 'root' });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogPanelClasses} aria-describedby={undefined}>
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <Command
            label="Command palette"
            // The server's tasks arrive after cmdk picked the first match: when nothing else
            // matched, the first of them is the one Enter opens.
            value={selected === '' ? (taskItems[0]?.id ?? '') : selected}
            onValueChange={setSelected}
            onKeyDown={onKeyDown}
            shouldFilter={page.kind !== 'new-task'}
            filter={(value, text, keywords) => {
              const score = defaultFilter(keywords?.join(' ') ?? value, text);
              return score > 0 && recentIds.has(value) ? score + 1 : score;
            }}
          >
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={PLACEHOLDERS[page.kind]}
              className="w-full border-b border-neutral-200 bg-transparent px-4 py-3 text-base outline-none dark:border-neutral-700"
            />
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {found.isFetching && <Command.Loading>Searching tasks…</Command.Loading>}
              {taskItems.length === 0 && (
                <Command.Empty className="px-3 py-6 text-center text-sm text-neutral-600 dark:text-neutral-300">
                  Nothing found
                </Command.Empty>
              )}
              {page.kind === 'root' &&
                groups.map((group) => (
                  <Command.Group
                    key={group.heading}
                    heading={group.heading}
                    forceMount={group.items.some((item) => foundIds.has(item.id))}
                    className="py-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-neutral-600 dark:[&_[cmdk-group-heading]]:text-neutral-300"
                  >
                    {group.items.map((item) => (
                      <PaletteRow
                        key={item.id}
                        item={item}
                        onChoose={choose}
                        forceMount={foundIds.has(item.id)}
                      />
                    ))}
                  </Command.Group>
                ))}
              {page.kind === 'pick-board' && (
                <Command.Group heading="Boards">
                  {places
                    .filter((item) => item.kind === 'Board')
                    .map((item) => (
                      <PaletteRow
                        key={item.id}
                        item={{
                          ...item,
                          keepsOpen: true,
                          run: () =>
                            openPage({ kind: 'new-task', boardId: item.id.slice('board:'.length) }),
                        }}
                        onChoose={choose}
                      />
                    ))}
                </Command.Group>
              )}
              {page.kind === 'new-task' && current && (
                <NewTaskPage
                  workspaceUrl={current.workspace.url}
                  boardId={page.boardId}
                  boardTitle={boardTitle(page.boardId) ?? ''}
                  title={search}
                  onDone={onClose}
                />
              )}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
