import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { sweepOverdueTimers } from './timer-auto-stop.service';

/** Stops overdue timers at start-up, then every TIMER_SWEEP_SECONDS. */
export function timerAutoStopJob(ctx: AppContext): JobDefinition {
  return {
    name: 'timer auto-stop',
    everySeconds: ctx.config.timerSweepSeconds,
    run: () => sweepOverdueTimers(ctx),
  };
}
