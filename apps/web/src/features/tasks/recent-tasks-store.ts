import { create } from 'zustand';

/** A newly created task is highlighted for 30 seconds, so the creator sees where it landed. */
export const RECENT_TASK_MS = 30_000;

interface RecentTasksState {
  ids: ReadonlySet<string>;
  markRecent: (taskId: string) => void;
}

/** Client-only: which tasks were just created here (never stored in the server cache). */
export const useRecentTasks = create<RecentTasksState>()((set) => ({
  ids: new Set(),
  markRecent: (taskId) => {
    set((state) => ({ ids: new Set(state.ids).add(taskId) }));
    setTimeout(() => {
      set((state) => {
        const ids = new Set(state.ids);
        ids.delete(taskId);
        return { ids };
      });
    }, RECENT_TASK_MS);
  },
}));

export function useIsRecentTask(taskId: string): boolean {
  return useRecentTasks((state) => state.ids.has(taskId));
}
