import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

export function ErrorLayoutFrame({ children }: { children: ReactNode }) {
  return <main className="flex min-h-screen items-center justify-center px-6">{children}</main>;
}

/** The 404 page and the error boundary. */
export function ErrorLayout() {
  return (
    <ErrorLayoutFrame>
      <Outlet />
    </ErrorLayoutFrame>
  );
}
