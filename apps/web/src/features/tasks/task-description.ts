import type { Task } from '@teamboard/shared';

/** Whether `copy` is an older version of the task than `other` (updatedAt grows on every write). */
export function isOlderCopy(copy: Task, other: Task): boolean {
  return Date.parse(copy.updatedAt) < Date.parse(other.updatedAt);
}

/**
 * A board list just fetched, where each card carries an excerpt of its description: a task whose
 * whole description was already loaded, and that has not changed since, keeps it.
 */
export function keepWholeDescriptions(cached: Task[], fetched: Task[]): Task[] {
  const whole = new Map(
    cached.filter((task) => !task.descriptionTruncated).map((task) => [task._id, task]),
  );
  return fetched.map((card) => {
    const known = whole.get(card._id);
    if (!card.descriptionTruncated || known?.updatedAt !== card.updatedAt) return card;
    return { ...card, description: known.description, descriptionTruncated: false };
  });
}
