import type { Subscription } from '@teamboard/shared/billing';
import { SectionCard } from '../../../components/ui/section-card';
import { UsageBar } from './usage-bar';

/** The workspace's counts against the plan's limits. */
export function UsageCard({ subscription }: { subscription: Subscription }) {
  const { usage, limits } = subscription;
  return (
    <SectionCard
      title="Usage"
      description="Going over a limit after a downgrade locks nothing: it only stops new additions."
    >
      <div className="space-y-4">
        <UsageBar label="Members" used={usage.members} max={limits.members} />
        <UsageBar
          label="Guests and clients"
          used={usage.externalMembers}
          max={limits.externalMembers}
        />
        <UsageBar label="Active boards" used={usage.activeBoards} max={limits.activeBoards} />
      </div>
    </SectionCard>
  );
}
