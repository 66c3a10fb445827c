import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A titled card of the dashboard or the workspace home. */
export function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

export const MUTED = 'text-sm text-neutral-500';
