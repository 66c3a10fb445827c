import type { BoardCardChanges, BoardCards } from './task.json.repo';

/**
 * One board's task list, kept as each card's JSON text at the board's `tasks_version`. It is
 * brought up to date by applying what changed since (a few rows), not rebuilt, and joined into
 * the answer only when asked for after a change.
 */
export class CachedBoardList {
  readonly cards: Map<string, string>;
  version: number;
  /** Characters held: the cards, and the joined answer when there is one. */
  private cardChars = 0;
  private joined: string | undefined;

  constructor({ version, cards }: BoardCards) {
    this.version = version;
    this.cards = new Map(cards);
    for (const [, json] of cards) this.cardChars += json.length;
  }

  get chars(): number {
    return this.cardChars + (this.joined?.length ?? 0);
  }

  /**
   * Applies changes read at this version or a later one. Changes read since any version this
   * copy already passed cover everything after it, so a late, overlapping read is harmless; an
   * older one is ignored. At the same version they carry the changes still pending (a later
   * read carries them again, until they are stamped).
   */
  apply(changes: BoardCardChanges): void {
    if (changes.version < this.version) return;
    if (changes.reset) throw new Error('a reset list is built again, not changed');
    for (const taskId of changes.removed) this.remove(taskId);
    for (const [taskId, json] of changes.cards) {
      this.remove(taskId);
      this.cards.set(taskId, json);
      this.cardChars += json.length;
    }
    this.version = changes.version;
    this.joined = undefined;
  }

  /** The whole list as boardTasksResponseSchema JSON. */
  json(): string {
    this.joined ??= boardTasksJson(this.version, true, [...this.cards.values()], []);
    return this.joined;
  }

  private remove(taskId: string): void {
    const json = this.cards.get(taskId);
    if (json === undefined) return;
    this.cardChars -= json.length;
    this.cards.delete(taskId);
  }
}

/** boardTasksResponseSchema's JSON around cards already written as JSON text. */
export function boardTasksJson(
  version: number,
  complete: boolean,
  cards: string[],
  removed: string[],
): string {
  return `{"version":${String(version)},"complete":${String(complete)},"tasks":[${cards.join(',')}],"removed":${JSON.stringify(removed)}}`;
}

/**
 * Recently read boards' lists. Least recently read boards go first once the lists together pass
 * the budget (in characters: about bytes for the mostly ASCII JSON).
 */
export class BoardTasksCache {
  private readonly lists = new Map<string, CachedBoardList>();

  constructor(private readonly budgetChars: number) {}

  get(boardId: string): CachedBoardList | undefined {
    const list = this.lists.get(boardId);
    if (!list) return undefined;
    // Re-inserting marks the board as most recently read (Map keeps insertion order).
    this.lists.delete(boardId);
    this.lists.set(boardId, list);
    return list;
  }

  set(boardId: string, list: CachedBoardList): void {
    this.lists.delete(boardId);
    this.lists.set(boardId, list);
    this.trim();
  }

  /** Drops the least recently read lists until the rest fit the budget. */
  trim(): void {
    let chars = 0;
    for (const list of this.lists.values()) chars += list.chars;
    for (const [boardId, list] of this.lists) {
      if (chars <= this.budgetChars) break;
      chars -= list.chars;
      this.lists.delete(boardId);
    }
  }
}
