import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePanelPicker } from '../../../features/tasks/panel-picker-store';
import { withParam } from '../../../lib/search-string';
import { prefetchWhenIdle } from '../../prefetch';

// The panel (task form, comments, activity, time entries) is not needed to show the board.
const loadTaskPanel = () => import('./task-panel');
const TaskPanel = lazy(async () => ({ default: (await loadTaskPanel()).TaskPanel }));

/** With ?task=<task key> the task's panel, over whichever board view is open (filters kept). */
export function OpenTaskPanel() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const taskKey = new URLSearchParams(search).get('task');
  const closeTask = useCallback(
    () => void navigate({ search: withParam(search, 'task', null) }),
    [navigate, search],
  );
  useEffect(() => prefetchWhenIdle(loadTaskPanel), []);
  // A picker left open goes with the panel: the task opens with its pickers closed next time.
  useEffect(() => {
    if (!taskKey) usePanelPicker.getState().setOpen(null);
  }, [taskKey]);
  if (!taskKey) return null;
  return (
    <Suspense>
      <TaskPanel key={taskKey} taskKey={taskKey} onClose={closeTask} />
    </Suspense>
  );
}
