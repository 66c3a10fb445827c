import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { Card } from './card';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'danger' outlines the card in red (irreversible actions). */
  tone?: 'default' | 'danger';
}

/** One titled block of a settings page. */
export function SectionCard({ title, description, children, tone = 'default' }: SectionCardProps) {
  return (
    <Card className={cn('p-6', tone === 'danger' && 'border-red-300 dark:border-red-900')}>
      <div className="mb-5">
        <h2 className="text-base font-semibold">{title}</h2>
        {description && (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
        )}
      </div>
      {children}
    </Card>
  );
}
