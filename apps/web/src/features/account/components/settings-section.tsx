import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card of a settings page, a region named by its title. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card className="p-6" role="region" aria-labelledby={titleId}>
      <div className="mb-6">
        <h1 id={titleId} className="text-lg font-semibold">
          {title}
        </h1>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
      </div>
      {children}
    </Card>
  );
}
