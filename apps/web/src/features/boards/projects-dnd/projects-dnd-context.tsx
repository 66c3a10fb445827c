import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDragSensors } from '../../../lib/dnd/use-drag-sensors';
import { useReorderFolders } from '../../folders/api/reorder-folders';
import { planFolderReorder } from '../../folders/folder-order';
import { useMoveBoardTo } from '../api/move-board';
import { planBoardReorder } from '../api/plan-board-order';
import { readBoardList, useReorderBoards } from '../api/reorder-boards';
import { projectsDragData, type ProjectsDragData } from './drag-data';
import { DragPreview } from './drag-preview';
import { projectsAnnouncements } from './projects-announcements';
import { projectsCollisions } from './projects-collisions';
import { projectsKeyboardCoordinates } from './projects-keyboard-coordinates';

/**
 * Drag and drop on the projects page, by pointer (after 5 px) or keyboard (the handle: Space,
 * arrows, Space): a project onto another of its kind takes its place, a project onto a folder
 * (or "All projects") moves there, and a folder onto a sibling takes its place.
 */
export function ProjectsDndContext({
  workspaceId,
  children,
}: {
  workspaceId: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const reorderBoards = useReorderBoards();
  const moveBoardTo = useMoveBoardTo();
  const reorderFolders = useReorderFolders(workspaceId);
  const [dragged, setDragged] = useState<ProjectsDragData | null>(null);
  const sensors = useDragSensors(projectsKeyboardCoordinates);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(projectsDragData(active) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = projectsDragData(active);
    const to = projectsDragData(over);
    if (!from || !to || !over || over.id === active.id) return;
    const shownIds = (to.sortable?.items ?? []).map(String);
    if (from.type === 'folder' && to.type === 'folder') {
      const items = planFolderReorder(shownIds, String(active.id), String(over.id));
      if (items) reorderFolders.mutate(items);
    } else if (from.type === 'board' && to.type === 'folder-target') {
      moveBoardTo(from.board, to.folderId, to.name);
    } else if (from.type === 'board' && to.type === 'board') {
      const all = readBoardList(queryClient, workspaceId, from.board.status);
      const placements = planBoardReorder(all, shownIds, from.board._id, to.board._id);
      if (placements) reorderBoards.mutate(placements);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={projectsCollisions}
      accessibility={{ announcements: projectsAnnouncements }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged && <DragPreview data={dragged} />}</DragOverlay>
    </DndContext>
  );
}
