import { randomBytes } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import Stripe from 'stripe';
import { TEST_PRICES, TEST_WEBHOOK_SECRET } from './billing-env';

/**
 * What the stand-in Stripe holds, Stripe-shaped (each object with its `object` field), and the
 * lifecycle a test plays on it: checkout completed, a payment failing and recovering, a
 * cancellation. Every change Stripe would announce is an event, signed as Stripe signs.
 */

type Interval = 'month' | 'year';

export interface StandInPrice {
  id: string;
  object: 'price';
  active: true;
  type: 'recurring';
  currency: string;
  unit_amount: number;
  recurring: { interval: Interval; interval_count: 1 };
  product: string;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: false;
}

export interface StandInItem {
  id: string;
  object: 'subscription_item';
  subscription: string;
  price: StandInPrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  default_payment_method: string | null;
  items: { object: 'list'; data: StandInItem[]; has_more: false; url: string };
  created: number;
  livemode: false;
}

export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
}

/** What a checkout session was asked to create, kept beside it (Stripe does not echo it back). */
export interface CheckoutOrder {
  price: string;
  quantity: number;
  trialEnd: number | null;
  metadata: Record<string, string>;
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  number: string;
  status: 'paid' | 'open';
  total: number;
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  hosted_invoice_url: string;
  invoice_pdf: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
}

/** An event as Stripe would POST it: the JSON body and its Stripe-Signature header. */
export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  header: string;
}

/** Amounts of the test prices, per seat, in cents. */
const AMOUNTS: Record<string, [number, Interval]> = {
  [TEST_PRICES.pro.month]: [800, 'month'],
  [TEST_PRICES.pro.year]: [9600, 'year'],
  [TEST_PRICES.business.month]: [1500, 'month'],
  [TEST_PRICES.business.year]: [18000, 'year'],
};

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** A Stripe-Signature header for `payload`, made by the stripe package's own test helper. */
export function signPayload(payload: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    timestamp: timestampSeconds,
  });
}

export class StandInStore {
  readonly prices = new Map<string, StandInPrice>();
  readonly customers = new Map<string, StandInCustomer>();
  readonly sessions = new Map<string, StandInCheckoutSession>();
  readonly orders = new Map<string, CheckoutOrder>();
  readonly subscriptions = new Map<string, StandInSubscription>();
  readonly invoices: StandInInvoice[] = [];
  readonly paymentMethods: StandInPaymentMethod[] = [];
  /** Every event produced, oldest first. */
  readonly events: SignedEvent[] = [];
  /** The time objects are stamped and events signed with; a test hands in its app's clock. */
  now: () => Date = () => new Date();

  constructor(readonly baseUrl: string) {
    for (const [id, [unitAmount, interval]] of Object.entries(AMOUNTS)) {
      this.prices.set(id, {
        id,
        object: 'price',
        active: true,
        type: 'recurring',
        currency: 'usd',
        unit_amount: unitAmount,
        recurring: { interval, interval_count: 1 },
        product: `prod_${id.split('_')[1] ?? 'plan'}`,
      });
    }
  }

  seconds(date = this.now()): number {
    return Math.floor(date.getTime() / 1000);
  }

  /** Stripe's answer for what the stand-in does not hold. */
  missing(kind: string, id: string): never {
    throw new StandInError(404, 'resource_missing', `No such ${kind}: '${id}'`);
  }

  subscription(id: string): StandInSubscription {
    return this.subscriptions.get(id) ?? this.missing('subscription', id);
  }

  price(id: string): StandInPrice {
    return this.prices.get(id) ?? this.missing('price', id);
  }

  /** Records an event about `object` (a snapshot: later changes do not reach it), signed now. */
  emit(type: string, object: object): SignedEvent {
    const created = this.seconds();
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const event = {
      id: (JSON.parse(payload) as { id: string }).id,
      type,
      payload,
      header: signPayload(payload, created),
    };
    this.events.push(event);
    return event;
  }

  /** Pays a checkout session: a card, the subscription (trialing or active), a paid invoice. */
  completeCheckout(sessionId: string): { subscriptionId: string; events: SignedEvent[] } {
    const session = this.sessions.get(sessionId) ?? this.missing('checkout session', sessionId);
    const order = this.orders.get(sessionId) ?? this.missing('checkout session', sessionId);
    if (session.status === 'complete') throw new Error(`checkout ${sessionId} already completed`);
    const card = this.addCard(session.customer);
    const now = this.now();
    const trialEnd = order.trialEnd && order.trialEnd > this.seconds(now) ? order.trialEnd : null;
    const price = this.price(order.price);
    const id = newId('sub');
    const periodEnd =
      trialEnd ??
      this.seconds(price.recurring.interval === 'year' ? addYears(now, 1) : addMonths(now, 1));
    const subscription: StandInSubscription = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      metadata: order.metadata,
      cancel_at_period_end: false,
      trial_end: trialEnd,
      default_payment_method: card.id,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            price,
            quantity: order.quantity,
            current_period_start: this.seconds(now),
            current_period_end: periodEnd,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      created: this.seconds(now),
      livemode: false,
    };
    this.subscriptions.set(id, subscription);
    session.status = 'complete';
    session.subscription = id;
    const invoice = this.addInvoice(subscription, trialEnd ? 0 : undefined, 'paid');
    const events = [
      this.emit('customer.subscription.created', subscription),
      this.emit('invoice.paid', invoice),
      this.emit('checkout.session.completed', session),
    ];
    return { subscriptionId: id, events };
  }

  /** A renewal's payment fails: the subscription goes past_due, its invoice stays open. */
  failPayment(subscriptionId: string): SignedEvent[] {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'past_due';
    const invoice = this.addInvoice(subscription, undefined, 'open');
    return [
      this.emit('invoice.payment_failed', invoice),
      this.emit('customer.subscription.updated', subscription),
    ];
  }

  /** The open invoice is paid after all: active again. */
  recoverPayment(subscriptionId: string): SignedEvent[] {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'active';
    const invoice = this.invoices.find(
      (each) =>
        each.status === 'open' && each.parent.subscription_details.subscription === subscriptionId,
    );
    if (invoice)
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.total, amount_due: 0 });
    return [
      ...(invoice ? [this.emit('invoice.paid', invoice)] : []),
      this.emit('customer.subscription.updated', subscription),
    ];
  }

  /** Ends the subscription now (as the portal's immediate cancellation does). */
  cancel(subscriptionId: string): SignedEvent[] {
    const subscription = this.subscription(subscriptionId);
    subscription.status = 'canceled';
    subscription.cancel_at_period_end = false;
    return [this.emit('customer.subscription.deleted', subscription)];
  }

  /** POST /v1/subscriptions/:id: a new price or quantity for the item, or cancel at period end. */
  updateSubscription(subscriptionId: string, body: UpdateBody): StandInSubscription {
    const subscription = this.subscription(subscriptionId);
    for (const change of body.items ?? []) {
      const item = subscription.items.data.find(({ id }) => id === change.id);
      if (!item) this.missing('subscription item', change.id ?? '');
      if (change.price) item.price = this.price(change.price);
      if (change.quantity !== undefined) item.quantity = Number(change.quantity);
    }
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    this.emit('customer.subscription.updated', subscription);
    return subscription;
  }

  private addCard(customer: string): StandInPaymentMethod {
    const card: StandInPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: this.now().getUTCFullYear() + 3,
      },
      created: this.seconds(),
    };
    this.paymentMethods.push(card);
    return card;
  }

  private addInvoice(
    subscription: StandInSubscription,
    amount: number | undefined,
    status: 'paid' | 'open',
  ): StandInInvoice {
    const item = subscription.items.data[0];
    const total = amount ?? (item ? item.price.unit_amount * item.quantity : 0);
    const id = newId('in');
    const invoice: StandInInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number: `TB-${String(this.invoices.length + 1).padStart(4, '0')}`,
      status,
      total,
      amount_due: status === 'paid' ? 0 : total,
      amount_paid: status === 'paid' ? total : 0,
      currency: 'usd',
      created: this.seconds(),
      hosted_invoice_url: `${this.baseUrl}/invoices/${id}`,
      invoice_pdf: `${this.baseUrl}/invoices/${id}.pdf`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    this.invoices.push(invoice);
    return invoice;
  }
}

export interface UpdateBody {
  items?: { id?: string; price?: string; quantity?: string }[];
  cancel_at_period_end?: string;
  proration_behavior?: string;
}

/** An error the API answers in Stripe's shape. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
