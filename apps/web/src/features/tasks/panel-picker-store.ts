import { create } from 'zustand';

/** The task panel's property pickers a shortcut opens. */
export type PanelPicker = 'labels' | 'priority' | 'dueDate';

interface PanelPickerState {
  /**
   * The picker open in the task panel, and for which task: held here so that a key on the board
   * (before the panel is there) or in the panel opens it, and never on another task's panel.
   */
  open: { taskId: string; picker: PanelPicker } | null;
  setOpen: (open: { taskId: string; picker: PanelPicker } | null) => void;
}

export const usePanelPicker = create<PanelPickerState>()((set) => ({
  open: null,
  setOpen: (open) => set({ open }),
}));

/** A pill's picker opened from outside it (see usePickerControl). */
export interface PickerControl {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The `open`/`onOpenChange` pair a property pill of the panel takes for one picker. */
export function usePickerControl(taskId: string, picker: PanelPicker): PickerControl {
  const open = usePanelPicker(
    (state) => state.open?.taskId === taskId && state.open.picker === picker,
  );
  const setOpen = usePanelPicker((state) => state.setOpen);
  return { open, onOpenChange: (next) => setOpen(next ? { taskId, picker } : null) };
}
