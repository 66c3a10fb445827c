import { create } from 'zustand';

interface CardEditingState {
  /** The task whose card title is being edited in place, or null. */
  taskId: string | null;
  edit: (taskId: string | null) => void;
}

export const useCardEditing = create<CardEditingState>()((set) => ({
  taskId: null,
  edit: (taskId) => set({ taskId }),
}));

export function useIsEditingCard(taskId: string): boolean {
  return useCardEditing((state) => state.taskId === taskId);
}
