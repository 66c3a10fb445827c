import { TIMER_TOO_SHORT_MESSAGE } from '@teamboard/shared';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';

/** The failures of the time and timer calls, with the messages the API promises. */

/** A second start on the task whose timer already runs: 409, the running timer is kept. */
export const timerAlreadyRunning = () => conflict('Timer already running on this task');
export const noRunningTimer = () => notFound('No running timer on this task');
/** Also for a running timer's row: it is not an entry until it stops. */
export const timeEntryNotFound = () => notFound('Time entry not found');
export const timerTooShort = () =>
  badRequest(TIMER_TOO_SHORT_MESSAGE, [{ field: 'duration', message: TIMER_TOO_SHORT_MESSAGE }]);
export const notYourTimeEntry = () =>
  forbidden('Only the author or a project admin can change this time entry');
export const startsInFuture = () =>
  badRequest('Start time cannot be in the future', [
    { field: 'startTime', message: 'Start time cannot be in the future' },
  ]);
export const endsInFuture = () =>
  badRequest('The entry cannot end in the future', [
    { field: 'duration', message: 'The entry cannot end in the future' },
  ]);
