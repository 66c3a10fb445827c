import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import {
  newId,
  signPayload,
  StandInError,
  StandInStore,
  type SignedEvent,
  type StandInSubscription,
} from './stripe-stand-in-store';

/**
 * A local stand-in for the Stripe API, for the tests and the browser test: a real HTTP server
 * the official stripe client talks to (STRIPE_API_URL, see billing-env.ts), answering just the
 * calls the billing module makes, form-encoded in and Stripe-shaped JSON out. It also serves a
 * checkout page with a "Pay" button and a portal page, as Stripe's hosted pages would be.
 */
export interface StripeStandIn {
  url: string;
  /**
   * The app's webhook (`{server}/api/billing/webhook`): when set, paying on the checkout page
   * (or cancelling on the portal page) POSTs the events produced there before redirecting.
   */
  deliverTo: string | undefined;
  /** While true every API call answers 500 (with Stripe-Should-Retry: false): Stripe is down. */
  failing: boolean;
  /** Every event produced, oldest first, each signed with TEST_WEBHOOK_SECRET. */
  readonly events: SignedEvent[];
  /** Every API call received, oldest first, its form body parsed. */
  readonly requests: ApiRequest[];
  /** Stamp objects and sign events with this clock (a test app's moved clock). */
  useClock(now: () => Date): void;
  subscription(id: string): StandInSubscription;
  /** The checkout session's id from its page's url. */
  sessionIdOf(checkoutUrl: string): string;
  completeCheckout(sessionId: string): { subscriptionId: string; events: SignedEvent[] };
  failPayment(subscriptionId: string): SignedEvent[];
  recoverPayment(subscriptionId: string): SignedEvent[];
  cancel(subscriptionId: string): SignedEvent[];
  /** A Stripe-Signature header for any payload, at any time (seconds since the epoch). */
  sign(payload: string, timestampSeconds: number): string;
  /** POSTs events to deliverTo, in order; throws on the first one not answered 2xx. */
  deliver(events: SignedEvent[]): Promise<void>;
  close(): Promise<void>;
}

export interface ApiRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

type Form = Record<string, unknown>;
type Handler = (id: string, body: Form, query: Form) => unknown;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startStripeStandIn(
  options: { deliverTo?: string } = {},
): Promise<StripeStandIn> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new StandInStore(url);
  const requests: ApiRequest[] = [];
  const portals = new Map<string, { customer: string; return_url: string }>();

  const api: [string, RegExp, Handler][] = [
    ['GET', /^\/v1\/prices\/([^/]+)$/, (id) => store.price(id)],
    ['POST', /^\/v1\/customers$/, (_id, body) => createCustomer(store, body)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id, _body, query) => customerOf(store, id, query)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (id, body) => updateCustomer(store, id, body)],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (id) =>
        list(
          store.paymentMethods.filter(({ customer }) => customer === customerOf(store, id).id),
          `/v1/customers/${id}/payment_methods`,
        ),
    ],
    ['GET', /^\/v1\/invoices$/, (_id, _body, query) => invoicesOf(store, query)],
    ['POST', /^\/v1\/checkout\/sessions$/, (_id, body) => createCheckout(store, url, body)],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id) => store.sessions.get(id) ?? store.missing('checkout session', id),
    ],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_id, body) => createPortal(body)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (id) => store.subscription(id)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (id, body) => store.updateSubscription(id, body)],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id) => {
        store.cancel(id);
        return store.subscription(id);
      },
    ],
  ];

  const standIn: StripeStandIn = {
    url,
    deliverTo: options.deliverTo,
    failing: false,
    events: store.events,
    requests,
    useClock: (now) => {
      store.now = now;
    },
    subscription: (id) => store.subscription(id),
    sessionIdOf: (checkoutUrl) => new URL(checkoutUrl).pathname.split('/').pop() ?? '',
    completeCheckout: (sessionId) => store.completeCheckout(sessionId),
    failPayment: (id) => store.failPayment(id),
    recoverPayment: (id) => store.recoverPayment(id),
    cancel: (id) => store.cancel(id),
    sign: signPayload,
    deliver: async (events) => {
      const target = standIn.deliverTo;
      if (!target) throw new Error('the stand-in has no deliverTo webhook address');
      for (const event of events) {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
          body: event.payload,
        });
        if (!response.ok)
          throw new Error(
            `webhook answered ${response.status} to ${event.type}: ${await response.text()}`,
          );
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  server.on('request', (request, response) => {
    void readBody(request)
      .then((raw) => {
        const path = new URL(request.url ?? '/', url).pathname;
        if (path.startsWith('/v1/')) return answerApi(request, response, path, raw);
        return answerPage(request, response, path);
      })
      .catch((error: unknown) => {
        const status = error instanceof StandInError ? error.status : 500;
        const code = error instanceof StandInError ? error.code : 'stand_in_failure';
        sendJson(response, status, {
          error: {
            type: 'invalid_request_error',
            code,
            message: error instanceof Error ? error.message : String(error),
          },
        });
      });
  });

  function answerApi(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    raw: string,
  ) {
    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      throw new StandInError(401, 'api_key_missing', 'You did not provide an API key.');
    }
    if (standIn.failing) {
      response.setHeader('stripe-should-retry', 'false');
      sendJson(response, 500, {
        error: { type: 'api_error', message: 'Stripe is down (stand-in)' },
      });
      return;
    }
    const query = qs.parse(new URL(request.url ?? '/', url).search.slice(1));
    const body = qs.parse(raw);
    requests.push({ method: request.method ?? 'GET', path, query, body });
    for (const [method, pattern, handler] of api) {
      const match = request.method === method ? pattern.exec(path) : null;
      if (match) return sendJson(response, 200, handler(match[1] ?? '', body, query));
    }
    throw new StandInError(
      404,
      'resource_missing',
      `Unrecognized request URL (${request.method}: ${path})`,
    );
  }

  async function answerPage(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, kind, id = '', action] = path.split('/');
    if (kind === 'checkout' && request.method === 'GET')
      return sendHtml(response, checkoutPage(id));
    if (kind === 'checkout' && action === 'pay' && request.method === 'POST') {
      const session = store.sessions.get(id) ?? store.missing('checkout session', id);
      const { events } = store.completeCheckout(id);
      if (standIn.deliverTo) await standIn.deliver(events);
      return redirect(response, session.success_url);
    }
    if (kind === 'portal' && request.method === 'GET') return sendHtml(response, portalPage(id));
    if (kind === 'portal' && action === 'cancel' && request.method === 'POST') {
      const portal = portals.get(id) ?? store.missing('portal session', id);
      const live = [...store.subscriptions.values()].filter(
        (each) => each.customer === portal.customer && each.status !== 'canceled',
      );
      const events = live.flatMap((each) => store.cancel(each.id));
      if (standIn.deliverTo) await standIn.deliver(events);
      return redirect(response, portal.return_url);
    }
    throw new StandInError(404, 'resource_missing', `No page at ${path}`);
  }

  function checkoutPage(id: string): string {
    const session = store.sessions.get(id) ?? store.missing('checkout session', id);
    const order = store.orders.get(id) ?? store.missing('checkout session', id);
    const price = store.price(order.price);
    const total = ((price.unit_amount * order.quantity) / 100).toFixed(2);
    return page(
      'Checkout (Stripe stand-in)',
      `<h1>Subscribe</h1>
      <p>${escapeHtml(price.id)}: ${order.quantity} × ${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()} = <strong>${total}</strong> per ${price.recurring.interval}</p>
      ${order.trialEnd ? `<p>Trial until ${new Date(order.trialEnd * 1000).toISOString().slice(0, 10)}</p>` : ''}
      <form method="post" action="/checkout/${escapeHtml(id)}/pay"><button type="submit">Pay</button></form>
      <p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`,
    );
  }

  function createPortal(body: Form) {
    const customer = customerOf(store, text(body.customer) ?? '');
    const id = newId('bps');
    const returnUrl = text(body.return_url) ?? url;
    portals.set(id, { customer: customer.id, return_url: returnUrl });
    return {
      id,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: returnUrl,
      url: `${url}/portal/${id}`,
      created: store.seconds(),
      livemode: false,
    };
  }

  function portalPage(id: string): string {
    const portal = portals.get(id) ?? store.missing('portal session', id);
    return page(
      'Billing portal (Stripe stand-in)',
      `<h1>Billing portal</h1><p>Customer ${escapeHtml(portal.customer)}</p>
      <form method="post" action="/portal/${escapeHtml(id)}/cancel"><button type="submit">Cancel subscription</button></form>
      <p><a href="${escapeHtml(portal.return_url)}">Return</a></p>`,
    );
  }

  return standIn;
}

function createCustomer(store: StandInStore, body: Form) {
  const customer = {
    id: newId('cus'),
    object: 'customer' as const,
    email: text(body.email) ?? null,
    name: text(body.name) ?? null,
    metadata: record(body.metadata),
    invoice_settings: { default_payment_method: null },
    created: store.seconds(),
    livemode: false as const,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

/** A customer, with its default card expanded when asked (`expand[]`). */
function customerOf(store: StandInStore, id: string, query: Form = {}) {
  const customer = store.customers.get(id) ?? store.missing('customer', id);
  const expand = Object.values(record(query.expand));
  const methodId = customer.invoice_settings.default_payment_method;
  if (!expand.includes('invoice_settings.default_payment_method') || !methodId) return customer;
  const method = store.paymentMethods.find((each) => each.id === methodId);
  return { ...customer, invoice_settings: { default_payment_method: method ?? null } };
}

function updateCustomer(store: StandInStore, id: string, body: Form) {
  const customer = customerOf(store, id);
  const email = text(body.email);
  if (email !== undefined) customer.email = email;
  return customer;
}

function invoicesOf(store: StandInStore, query: Form) {
  const customer = text(query.customer);
  const limit = Number(text(query.limit) ?? 10);
  const invoices = store.invoices
    .filter((invoice) => !customer || invoice.customer === customer)
    .reverse()
    .slice(0, limit);
  return list(invoices, '/v1/invoices');
}

function createCheckout(store: StandInStore, base: string, body: Form) {
  const customer = customerOf(store, text(body.customer) ?? '');
  const [line] = (body.line_items as Form[] | undefined) ?? [];
  const price = store.price(text(line?.price) ?? '');
  const subscriptionData = record(body.subscription_data) as Form;
  if (text(body.mode) !== 'subscription' || !text(body.success_url)) {
    throw new StandInError(
      400,
      'parameter_missing',
      'mode=subscription and success_url are required',
    );
  }
  const id = newId('cs_test');
  store.orders.set(id, {
    price: price.id,
    quantity: Number(text(line?.quantity) ?? 1),
    trialEnd: text(subscriptionData.trial_end) ? Number(subscriptionData.trial_end) : null,
    metadata: record(subscriptionData.metadata),
  });
  const session = {
    id,
    object: 'checkout.session' as const,
    mode: 'subscription',
    status: 'open' as const,
    customer: customer.id,
    client_reference_id: text(body.client_reference_id) ?? null,
    subscription: null,
    success_url: text(body.success_url) ?? '',
    cancel_url: text(body.cancel_url) ?? '',
    url: `${base}/checkout/${id}`,
    livemode: false as const,
  };
  store.sessions.set(id, session);
  return session;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}
