import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { Brand } from './brand';

interface CenteredCardProps {
  children: ReactNode;
  /** Shown in the top bar on the right, next to the theme toggle. */
  actions?: ReactNode;
  brandTo?: string;
}

/** A narrow card in the middle of the page: the frame of every auth-like screen. */
export function CenteredCard({ children, actions, brandTo }: CenteredCardProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-6 py-4">
        <Brand to={brandTo} />
        <div className="flex items-center gap-2">
          {actions}
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16">
        <Card className="w-full max-w-md p-8">{children}</Card>
      </main>
    </div>
  );
}
