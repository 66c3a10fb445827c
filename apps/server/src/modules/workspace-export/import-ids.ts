import { randomUUID } from 'node:crypto';
import { ExportZipRejected } from './zip-reader';

/**
 * The ids of one kind of entity in an import: every exported id gets a fresh one, the same
 * wherever the export mentions it, so an export can be imported twice (even into the instance
 * it came from) and nothing collides.
 */
export class IdMap {
  private readonly ids = new Map<string, string>();

  /** `file`: the export file holding these entities, named when a reference is broken. */
  constructor(
    private readonly file: string,
    exported: { _id: string }[] = [],
  ) {
    for (const row of exported) this.ids.set(row._id, randomUUID());
  }

  set(exported: string, id: string): void {
    this.ids.set(exported, id);
  }

  has(exported: string): boolean {
    return this.ids.has(exported);
  }

  /** The new id of an entity another one needs: a reference to nothing refuses the import. */
  of(exported: string, referrer: string): string {
    const id = this.ids.get(exported);
    if (!id)
      throw new ExportZipRejected(
        `${referrer} names ${exported}, which ${this.file} does not hold`,
      );
    return id;
  }

  /** The new id of an optional reference; null when it names nothing kept. */
  optional(exported: string | null | undefined): string | null {
    return exported ? (this.ids.get(exported) ?? null) : null;
  }
}
