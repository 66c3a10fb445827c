import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A titled chart; `note` says how to read it. */
export function ChartPanel({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
      {note && <p className="text-xs text-neutral-600 dark:text-neutral-400">{note}</p>}
    </Card>
  );
}
