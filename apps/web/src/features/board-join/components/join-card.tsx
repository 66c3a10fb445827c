import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface JoinCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow card the join pages show in the workspace area. */
export function JoinCard({ title, description, children }: JoinCardProps) {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md space-y-5 p-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && (
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
          )}
        </div>
        {children}
      </Card>
    </div>
  );
}
