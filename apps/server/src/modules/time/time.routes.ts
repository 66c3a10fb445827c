import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { timeEntriesRoutes } from './time-entries.routes';
import { timersRoutes } from './timers.routes';
import { workingHoursQuotaRoutes } from './working-hours-quota.routes';

/** Time tracking (issue 6): timers, time entries and a board's weekly hours quota. */
export const timeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Only the context: the prefix is already this plugin's.
  await app.register(timersRoutes, { ctx });
  await app.register(timeEntriesRoutes, { ctx });
  await app.register(workingHoursQuotaRoutes, { ctx });
};
