import type { Column, Label, PublicUser } from '@teamboard/shared';

/** What the board offers a form to point at: its columns, its labels and its people. */
export interface BoardChoices {
  columns: Pick<Column, '_id' | 'title'>[];
  labels: Label[];
  people: PublicUser[];
}
