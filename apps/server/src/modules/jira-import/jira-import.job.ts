import type { AppContext } from '../../context';
import type { KickedJobDefinition } from '../../jobs/job-definition';
import { runImports } from './import-run.service';
import { deleteAbandonedUploads } from './jira-imports.repo';

/** Kicked (ctx.jobs.kick) when an import starts. */
export const JIRA_IMPORT_JOB = 'jira import';

/** An upload 'storing' for this long was left by a process that died: storing takes seconds. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The server's import runner: works through running imports one batch at a time (each import is
 * claimed with a lease), after removing the uploads a dead process left half-stored. Woken when
 * an import starts, and every so often for the rest.
 * With `manual`, it never runs: a test steps through an import itself (runImportBatch).
 */
export function jiraImportJob(ctx: AppContext, manual = false): KickedJobDefinition {
  return {
    name: JIRA_IMPORT_JOB,
    everySeconds: 10,
    kickable: true,
    manual,
    run: async () => {
      const before = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_MS);
      await deleteAbandonedUploads(ctx.db, before);
      return runImports(ctx);
    },
  };
}
