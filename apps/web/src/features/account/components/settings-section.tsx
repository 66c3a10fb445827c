import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
  /** 1 when the section is the page's only one and so its title; else 2, under the page's h1. */
  level?: 1 | 2;
}

/** A titled card of a settings page, a region named by its title. */
export function SettingsSection({ title, description, children, level = 2 }: SettingsSectionProps) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card className="p-6" role="region" aria-labelledby={titleId}>
      <div className="mb-6">
        <Heading id={titleId} className="text-lg font-semibold">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
      </div>
      {children}
    </Card>
  );
}
