import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { sideLinkClasses } from '../../components/ui/nav-styles';
import { AppHeader } from './app-header';

export interface SettingsSectionLink {
  to: string;
  label: string;
}

interface SettingsFrameProps {
  title: string;
  sections: readonly SettingsSectionLink[];
  subheader?: ReactNode;
}

/** A settings area: a side nav of its sections beside the section's page. */
export function SettingsFrame({ title, sections, subheader }: SettingsFrameProps) {
  return (
    <div className="min-h-screen">
      <AppHeader />
      {subheader}
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[200px_1fr]">
        <nav aria-label={`${title} settings`}>
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            {title}
          </p>
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={sideLinkClasses}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
