import { isOnboarded, type User } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { OnboardingForm } from '../../features/auth/components/onboarding-form';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { allWorkspaces, useWorkspaces } from '../../features/workspaces/api/get-workspaces';
import { CreateWorkspaceForm } from '../../features/workspaces/components/create-workspace-form';
import { useSessionStore } from '../../lib/session-store';

/**
 * Step 2: onboarding ends with the user's first workspace. Someone who already belongs to one
 * (an invitee) skips it and lands where they were going.
 */
function WorkspaceStep({ user }: { user: User }) {
  const lists = useWorkspaces();
  const navigate = useNavigate();
  const firstUrl = lists.data ? allWorkspaces(lists.data)[0]?.url : undefined;
  const left = useRef(false);

  useEffect(() => {
    if (!firstUrl || left.current) return;
    left.current = true;
    const intended = useSessionStore.getState().takeIntendedRoute();
    const workspaceUrl = user.lastActiveWorkspaceURL ?? firstUrl;
    void navigate(intended ?? `/${workspaceUrl}/projects`, { replace: true });
  }, [firstUrl, user, navigate]);

  if (lists.isPending || firstUrl) return <PendingNotice label="Setting things up" />;
  return (
    <>
      <AuthHeading title="Create your workspace">
        Step 2 of 2. A workspace holds your team&apos;s projects; you can invite people next.
      </AuthHeading>
      <CreateWorkspaceForm
        onCreated={async (workspace) => {
          useSessionStore.getState().takeIntendedRoute();
          await navigate(`/${workspace.url}/projects`, { replace: true });
        }}
      />
    </>
  );
}

/** /onboarding: the team size, then the first workspace. */
export function OnboardingRoute() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  if (isOnboarded(user)) return <WorkspaceStep user={user} />;
  return (
    <>
      <AuthHeading title={`Welcome, ${user.name}!`}>
        Step 1 of 2. One question, so we can set things up for your team.
      </AuthHeading>
      <OnboardingForm />
    </>
  );
}
