import { z } from 'zod';
import { addDays } from 'date-fns';
import { emailField } from './fields';

/**
 * Plans, limits and the subscription of a workspace (settings/subscription, settings/billing,
 * /account/billing). Self-hosted servers (no payment settings) put every workspace on the
 * unlimited 'self_hosted' plan; hosted servers bill through Stripe.
 */

/** Plans a workspace can be on; 'self_hosted' only when the server has no payment settings. */
export const PLANS = ['self_hosted', 'free', 'pro', 'business'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

/** Plans that can be bought. */
export const PAID_PLANS = ['pro', 'business'] as const;
export const paidPlanSchema = z.enum(PAID_PLANS, { error: 'Choose the Pro or Business plan' });
export type PaidPlan = z.infer<typeof paidPlanSchema>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS, {
  error: 'Choose monthly or yearly billing',
});
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Stripe's subscription states as the product keeps them (unpaid counts as past_due). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A new workspace is on Pro, without a card, this many days from its creation (by default). */
export const TRIAL_DAYS = 14;
/** A past_due subscription keeps its plan this many days after the first failed payment. */
export const PAST_DUE_GRACE_DAYS = 7;

export const PLAN_LABELS: Record<Plan, string> = {
  self_hosted: 'Self-hosted',
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
};

/** What a plan allows; null is unlimited. */
export const planLimitsSchema = z.object({
  /** Owner, admins, managers and members: the paid seats. */
  members: z.number().int().nullable(),
  /** Guests and clients: free of charge on every plan. */
  externalMembers: z.number().int().nullable(),
  /** Boards not archived. */
  activeBoards: z.number().int().nullable(),
  /** Active API keys a person may hold. */
  apiKeysPerPerson: z.number().int().nullable(),
  /** Bytes of files attached to the workspace's tasks. */
  storageBytes: z.number().int().nullable(),
  workspaceReports: z.boolean(),
  forms: z.boolean(),
  jiraImport: z.boolean(),
  /** settings/security: invite policy, allowed email domains, API key access. */
  securitySettings: z.boolean(),
  auditLog: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

const UNLIMITED: PlanLimits = {
  members: null,
  externalMembers: null,
  activeBoards: null,
  apiKeysPerPerson: null,
  storageBytes: null,
  workspaceReports: true,
  forms: true,
  jiraImport: true,
  securitySettings: true,
  auditLog: true,
};

const GB = 1024 ** 3;

const PRO: PlanLimits = {
  ...UNLIMITED,
  storageBytes: 100 * GB,
  securitySettings: false,
  auditLog: false,
};

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  self_hosted: UNLIMITED,
  free: {
    members: 5,
    externalMembers: 10,
    activeBoards: 3,
    apiKeysPerPerson: 1,
    storageBytes: GB,
    workspaceReports: false,
    forms: false,
    jiraImport: false,
    securitySettings: false,
    auditLog: false,
  },
  pro: PRO,
  business: UNLIMITED,
};

/** The name of each limit, as a 402's details carry it. */
export const PLAN_LIMIT_NAMES = [
  'members',
  'externalMembers',
  'activeBoards',
  'apiKeysPerPerson',
  'storageBytes',
  'workspaceReports',
  'forms',
  'jiraImport',
  'securitySettings',
  'auditLog',
] as const satisfies readonly (keyof PlanLimits)[];
export type PlanLimitName = (typeof PLAN_LIMIT_NAMES)[number];
/** What a plan may lack outright (the other limits count something). */
export type PlanFeature = Extract<
  PlanLimitName,
  'workspaceReports' | 'forms' | 'jiraImport' | 'securitySettings' | 'auditLog'
>;

/** `details` of a 402 PLAN_LIMIT answer. */
export const planLimitDetailsSchema = z.object({
  limit: z.enum(PLAN_LIMIT_NAMES),
  plan: planSchema,
  /** The number allowed, for counted limits; null for a feature the plan lacks. */
  max: z.number().int().nullable(),
  /** In-app path of the page to upgrade from, e.g. /acme/settings/subscription. */
  upgradeUrl: z.string(),
});
export type PlanLimitDetails = z.infer<typeof planLimitDetailsSchema>;

/** What the plan in force is decided from: the workspace's age and its Stripe subscription. */
export interface PlanInputs {
  billingEnabled: boolean;
  workspaceCreatedAt: Date;
  /** The server's trial length (BILLING_TRIAL_DAYS, TRIAL_DAYS by default). */
  trialDays: number;
  subscription: {
    plan: PaidPlan;
    status: SubscriptionStatus;
    pastDueSince: Date | null;
  } | null;
}

export function trialEndOf(workspaceCreatedAt: Date, trialDays: number): Date {
  return addDays(workspaceCreatedAt, trialDays);
}

export function graceEndOf(pastDueSince: Date): Date {
  return addDays(pastDueSince, PAST_DUE_GRACE_DAYS);
}

/**
 * The plan whose limits hold now. A live subscription (trialing or active, or past_due within
 * its grace) gives its plan; otherwise the workspace's own trial gives Pro for `trialDays` from
 * its creation; after that, Free.
 */
export function effectivePlan(inputs: PlanInputs, now: Date): Plan {
  if (!inputs.billingEnabled) return 'self_hosted';
  const subscription = inputs.subscription;
  if (subscription?.status === 'active' || subscription?.status === 'trialing')
    return subscription.plan;
  if (
    subscription?.status === 'past_due' &&
    subscription.pastDueSince &&
    now < graceEndOf(subscription.pastDueSince)
  )
    return subscription.plan;
  if (now < trialEndOf(inputs.workspaceCreatedAt, inputs.trialDays)) return 'pro';
  return 'free';
}

export const planUsageSchema = z.object({
  members: z.number().int(),
  externalMembers: z.number().int(),
  activeBoards: z.number().int(),
  /** Bytes of files attached to the workspace's tasks. */
  storageBytes: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** `GET /api/workspaces/{id}/subscription` (owner and admins). */
export const subscriptionSchema = z.object({
  /** The plan in force now (its limits are `limits`). */
  plan: planSchema,
  /** The Stripe subscription's state; 'trialing' during the workspace's own trial; null without either. */
  status: subscriptionStatusSchema.nullable(),
  /** The plan paid for (may differ from `plan`: canceled, or past its grace). */
  subscribedPlan: paidPlanSchema.nullable(),
  interval: billingIntervalSchema.nullable(),
  /** Seats billed (the subscription's quantity), else the paid members now. */
  seats: z.number().int(),
  trialEndsAt: z.string().nullable(),
  /** While past_due: when the plan falls back to Free. */
  graceEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  limits: planLimitsSchema,
  usage: planUsageSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

/** One price on sale, read from Stripe (amounts in the currency's minor unit). */
export const planPriceSchema = z.object({
  plan: paidPlanSchema,
  interval: billingIntervalSchema,
  /** Per seat and interval. */
  unitAmount: z.number().int(),
  currency: z.string(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** `GET /api/billing/plans`: whether billing is on, and the prices (empty when self-hosted). */
export const billingPlansResponseSchema = z.object({
  billingEnabled: z.boolean(),
  prices: z.array(planPriceSchema),
});
export type BillingPlansResponse = z.infer<typeof billingPlansResponseSchema>;

/** `POST /api/workspaces/{id}/billing/checkout` (owner). */
export const checkoutInputSchema = z
  .object({ plan: paidPlanSchema, interval: billingIntervalSchema })
  .strict();
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/** Checkout and portal answers: where to send the browser next. */
export const billingRedirectResponseSchema = z.object({ url: z.string() });

export const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  /** Minor units of `currency`. */
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** Stripe's page for the invoice, and its PDF. */
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET|PUT /api/workspaces/{id}/billing` (owner): payment method, invoices, billing email. */
export const billingDetailsSchema = z.object({
  email: z.string().nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  invoices: z.array(invoiceSchema),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export const billingDetailsResponseSchema = z.object({ billing: billingDetailsSchema });

export const updateBillingInputSchema = z
  .object({
    email: emailField,
  })
  .strict();
export type UpdateBillingInput = z.input<typeof updateBillingInputSchema>;

/** `GET /api/me/billing`: each workspace the person owns, with its plan and next invoice. */
export const ownedWorkspaceBillingSchema = z.object({
  workspace: z.object({ _id: z.string(), name: z.string(), url: z.string() }),
  plan: planSchema,
  status: subscriptionStatusSchema.nullable(),
  seats: z.number().int(),
  nextInvoice: z
    .object({ amount: z.number().int(), currency: z.string(), date: z.string() })
    .nullable(),
});
export type OwnedWorkspaceBilling = z.infer<typeof ownedWorkspaceBillingSchema>;
export const myBillingResponseSchema = z.object({
  workspaces: z.array(ownedWorkspaceBillingSchema),
});
export type MyBillingResponse = z.infer<typeof myBillingResponseSchema>;
