import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { SectionCard } from '../../../components/ui/section-card';
import type { FormSchema } from '../../../lib/form-resolver';
import { ColorItemRow } from './color-item-row';
import { NameColorForm, type NameColorValues } from './name-color-form';

interface ColorItem extends NameColorValues {
  _id: string;
}

interface ColorItemsSettingsProps<T extends ColorItem> {
  title: string;
  description: ReactNode;
  /** What one item is: "label", "column type". */
  noun: string;
  nameLabel: string;
  items: T[];
  schema: FormSchema<NameColorValues>;
  canManage: boolean;
  onCreate: (values: NameColorValues) => Promise<unknown>;
  onUpdate: (item: T, changes: NameColorValues) => Promise<unknown>;
  onDelete: (item: T) => Promise<unknown>;
  /** Per item, shown beside its name (a "default" toggle). */
  extra?: (item: T) => ReactNode;
}

/** A settings page of named, coloured items: an add form for managers and the list. */
export function ColorItemsSettings<T extends ColorItem>({
  title,
  description,
  noun,
  nameLabel,
  items,
  schema,
  canManage,
  onCreate,
  onUpdate,
  onDelete,
  extra,
}: ColorItemsSettingsProps<T>) {
  return (
    <div className="space-y-6">
      <PageHeading title={title} description={description} />
      {canManage && (
        <SectionCard title={`Add a ${noun}`}>
          <NameColorForm
            schema={schema}
            nameLabel={nameLabel}
            submitLabel={`Add ${noun}`}
            failure={`Failed to create ${noun}`}
            onSave={onCreate}
          />
        </SectionCard>
      )}
      <SectionCard title={`${title} (${items.length})`}>
        {items.length === 0 ? (
          <p className="text-sm text-neutral-500">No {title.toLowerCase()} yet.</p>
        ) : (
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {items.map((item) => (
              <ColorItemRow
                key={item._id}
                item={item}
                noun={noun}
                schema={schema}
                canManage={canManage}
                onSave={(changes) => onUpdate(item, changes)}
                onDelete={() => onDelete(item)}
                extra={extra?.(item)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
