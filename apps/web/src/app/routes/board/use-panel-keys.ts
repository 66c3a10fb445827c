import type { Task } from '@teamboard/shared';
import { useEffect, type RefObject } from 'react';
import { useShortcut } from '../../../features/shortcuts/use-shortcut';
import { focusCard, isDraggingCard } from '../../../features/tasks/board-keys/card-focus';
import { usePanelPicker, type PanelPicker } from '../../../features/tasks/panel-picker-store';
import { useAssignToMe } from '../../../features/tasks/use-assign-to-me';

interface PanelKeysOptions {
  /** The panel: it takes the focus as it opens, and its property keys work while focus is in it. */
  panel: RefObject<HTMLElement | null>;
  /** The open task, once loaded. */
  task: Task | undefined;
  canWork: boolean;
  onClose: () => void;
}

/**
 * The task panel's keys, while the focus is in it: a assigns the task to me; Shift+L, p and d open its labels, priority
 * and due-date pickers; Escape closes a picker opened by key, else the panel (the focus goes back
 * to the task's card). A menu or picker opened by click closes itself on Escape; a card being
 * dragged is put back.
 */
export function usePanelKeys({ panel, task, canWork, onClose }: PanelKeysOptions) {
  const assignToMe = useAssignToMe();
  useEffect(() => panel.current?.focus({ preventScroll: true }), [panel]);

  // A picker that closes takes the focus with it to the page: the panel's keys still apply there.
  const inPanel = () =>
    document.activeElement === document.body ||
    (panel.current?.contains(document.activeElement) ?? false);
  const working = canWork && task !== undefined && inPanel;
  const openPicker = (picker: PanelPicker) => () =>
    task && usePanelPicker.getState().setOpen({ taskId: task._id, picker });
  useShortcut('panelAssignToMe', () => task && assignToMe(task), working);
  useShortcut('panelLabels', openPicker('labels'), working);
  useShortcut('panelPriority', openPicker('priority'), working);
  useShortcut('panelDueDate', openPicker('dueDate'), working);

  const closeByKey = () => {
    const pickers = usePanelPicker.getState();
    if (pickers.open) {
      pickers.setOpen(null);
      return panel.current?.focus();
    }
    if (panel.current?.querySelector('[aria-expanded="true"]')) return;
    onClose();
    if (task) requestAnimationFrame(() => focusCard(task._id));
  };
  useShortcut('closePanel', closeByKey, () => !isDraggingCard());
}
