/**
 * The JSON of recently read boards' task lists, each kept under the board's `tasks_version`
 * (which database triggers bump on every change that shows in the list). A copy is served only
 * while the version it was built at is still the board's current one, so it is never stale,
 * even with several server processes writing. Least recently read boards go first once the
 * copies together pass the byte budget.
 */
export class BoardTasksCache {
  private readonly entries = new Map<string, { version: number; json: string }>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(boardId: string, version: number): string | undefined {
    const entry = this.entries.get(boardId);
    if (entry?.version !== version) return undefined;
    // Re-inserting marks the board as most recently read (Map keeps insertion order).
    this.entries.delete(boardId);
    this.entries.set(boardId, entry);
    return entry.json;
  }

  set(boardId: string, version: number, json: string): void {
    this.remove(boardId);
    if (json.length > this.budgetBytes) return;
    this.entries.set(boardId, { version, json });
    this.bytes += json.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(oldest);
    }
  }

  private remove(boardId: string): void {
    const entry = this.entries.get(boardId);
    if (!entry) return;
    this.bytes -= entry.json.length;
    this.entries.delete(boardId);
  }
}
