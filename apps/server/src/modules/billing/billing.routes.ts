import {
  billingDetailsResponseSchema,
  billingPlansResponseSchema,
  billingRedirectResponseSchema,
  checkoutInputSchema,
  myBillingResponseSchema,
  subscriptionResponseSchema,
  updateBillingInputSchema,
} from '@teamboard/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { workspaceParams } from '../workspaces/workspace-params';
import { openBillingPortal } from './billing-customer.service';
import { billingDetailsOf, updateBillingEmail } from './billing-details.service';
import { billingGate } from './billing.policy';
import { startCheckout } from './checkout.service';
import { myBilling } from './my-billing.service';
import { usageOf } from './plan-usage.repo';
import { createPriceCatalog } from './price-catalog';
import { presentSubscription } from './subscription.presenter';
import { planOf } from './workspace-plan.service';
import { signedInUser } from '../users/session-user.service';
import { gated } from '../../http/gate';

/**
 * Plans and subscriptions: the plan of a workspace (owner and admins), buying and managing it
 * through Stripe (owner only), the prices, and the workspaces a person pays for. The Stripe
 * webhook is billing-webhook.routes.ts.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['billing'];
  const catalog = createPriceCatalog(ctx);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/workspaces/:workspace/subscription',
    {
      config: { gate: billingGate('billing.view') },
      schema: {
        operationId: 'getWorkspaceSubscription',
        summary: "Get a workspace's plan and usage",
        tags,
        params: workspaceParams,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const { workspace } = gated(request, billingGate);
      const [plan, usage] = await Promise.all([
        planOf(ctx, ctx.db, workspace.id),
        usageOf(ctx.db, workspace.id),
      ]);
      return { subscription: presentSubscription(ctx, plan, usage) };
    },
  );

  app.get(
    '/billing/plans',
    {
      schema: {
        operationId: 'listPlans',
        summary: 'List the plans and their prices',
        tags,
        response: { 200: billingPlansResponseSchema },
      },
    },
    async (request) => {
      await signedInUser(ctx.db, request);
      if (!ctx.config.billing) return { billingEnabled: false, prices: [] };
      return { billingEnabled: true, prices: await catalog.prices() };
    },
  );

  app.post(
    '/workspaces/:workspace/billing/checkout',
    {
      config: { gate: billingGate('billing.manage'), apiKeys: false },
      schema: {
        operationId: 'startCheckout',
        summary: 'Start paying for a plan',
        tags,
        params: workspaceParams,
        body: checkoutInputSchema,
        response: { 200: billingRedirectResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, billingGate);
      return { url: await startCheckout(ctx, membership, request.body) };
    },
  );

  app.post(
    '/workspaces/:workspace/billing/portal',
    {
      config: { gate: billingGate('billing.manage'), apiKeys: false },
      schema: {
        operationId: 'openBillingPortal',
        summary: 'Open the billing portal',
        errors: [409],
        tags,
        params: workspaceParams,
        response: { 200: billingRedirectResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, billingGate);
      return { url: await openBillingPortal(ctx, membership) };
    },
  );

  app.get(
    '/workspaces/:workspace/billing',
    {
      config: { gate: billingGate('billing.manage') },
      schema: {
        operationId: 'getWorkspaceBilling',
        summary: "Get a workspace's billing details",
        tags,
        params: workspaceParams,
        response: { 200: billingDetailsResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, billingGate);
      return { billing: await billingDetailsOf(ctx, membership) };
    },
  );

  app.put(
    '/workspaces/:workspace/billing',
    {
      config: { gate: billingGate('billing.manage'), apiKeys: false },
      schema: {
        operationId: 'updateWorkspaceBilling',
        summary: "Update a workspace's billing details",
        errors: [409],
        tags,
        params: workspaceParams,
        body: updateBillingInputSchema,
        response: { 200: billingDetailsResponseSchema },
      },
    },
    async (request) => {
      const membership = gated(request, billingGate);
      return { billing: await updateBillingEmail(ctx, membership, request.body) };
    },
  );

  app.get(
    '/me/billing',
    {
      schema: {
        operationId: 'listMyBilling',
        summary: 'List the workspaces you pay for',
        tags,
        response: { 200: myBillingResponseSchema },
      },
    },
    async (request) => ({
      workspaces: await myBilling(ctx, await signedInUser(ctx.db, request), catalog),
    }),
  );
};
