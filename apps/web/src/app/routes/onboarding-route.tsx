import { isOnboarded, type User } from '@teamboard/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { OnboardingForm } from '../../features/auth/components/onboarding-form';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { PendingInvitesNotice } from '../../features/invitations/components/pending-invites-notice';
import { allWorkspaces, useWorkspaces } from '../../features/workspaces/api/get-workspaces';
import { CreateWorkspaceForm } from '../../features/workspaces/components/create-workspace-form';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

/** Someone who belongs to a workspace (an invitee) is never onboarded: they go where they were going. */
function EnterWorkspace({ user, firstUrl }: { user: User; firstUrl: string }) {
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    const intended = useSessionStore.getState().takeIntendedRoute();
    const workspaceUrl = user.lastActiveWorkspaceURL ?? firstUrl;
    void navigate(intended ?? `/${workspaceUrl}/projects`, { replace: true });
  }, [firstUrl, user, navigate]);
  return <PendingNotice label="Setting things up" />;
}

/** Without a workspace one may also wait: an invitation shows up here and in the mailbox. */
function WaitForInvitation() {
  return (
    <div className="mt-6 space-y-3 text-center text-sm text-neutral-600 dark:text-neutral-400">
      <PendingInvitesNotice />
      <p>Joining a team instead? Wait for their invitation: it arrives by email and here.</p>
    </div>
  );
}

function CreateStep() {
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title="Create your workspace">
        A workspace holds your team&apos;s projects; you can invite people next.
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

/**
 * /onboarding, for someone without a workspace: the team size (asked once, of someone about to
 * create their first workspace), then the workspace; or waiting for an invitation instead.
 */
export function OnboardingRoute() {
  usePageTitle('Create your workspace');
  const user = useSessionStore((state) => state.user);
  const lists = useWorkspaces();
  if (!user) return null;
  if (lists.isPending) return <PendingNotice label="Setting things up" />;
  const firstUrl = lists.data ? allWorkspaces(lists.data)[0]?.url : undefined;
  if (firstUrl) return <EnterWorkspace user={user} firstUrl={firstUrl} />;
  return (
    <>
      {isOnboarded(user) ? (
        <CreateStep />
      ) : (
        <>
          <AuthHeading title={`Welcome, ${user.name}!`}>
            Step 1 of 2. One question, so we can set things up for your team.
          </AuthHeading>
          <OnboardingForm />
        </>
      )}
      <WaitForInvitation />
    </>
  );
}
