import { sql, type SQL } from 'drizzle-orm';

/**
 * Every label on the tasks `ofTasks` picks (a condition on `tl.task_id`): board labels and
 * workspace labels (migration 0028) as rows of task_id, id, name, color and scope.
 */
export const taskLabelRows = (ofTasks: SQL): SQL => sql`
  select tl.task_id, l.id, l.name, l.color, 'board' as scope
  from task_labels tl join board_labels l on l.id = tl.label_id where ${ofTasks}
  union all
  select tl.task_id, l.id, l.name, l.color, 'workspace' as scope
  from task_workspace_labels tl join workspace_labels l on l.id = tl.label_id where ${ofTasks}`;

/** A label row `alias` of taskLabelRows as the API writes it (taskLabelSchema). */
export const taskLabelJson = (alias: string): SQL => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`json_build_object('_id', ${column('id')}, 'name', ${column('name')}, 'color', ${column('color')}, 'scope', ${column('scope')})`;
};
