import { SectionCard } from '../../../components/ui/section-card';

/** What a server without payment settings says instead of plans and prices. */
export function SelfHostedCard() {
  return (
    <SectionCard title="Self-hosted">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Self-hosted plan: every feature, no limits. Billing is not enabled on this server.
      </p>
    </SectionCard>
  );
}
