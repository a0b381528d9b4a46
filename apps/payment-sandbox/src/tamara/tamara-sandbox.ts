import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { buyerPhone, lapseWhenDue, withQuery } from '../instalment-sandbox.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import type { SandboxPluginOptions } from '../sandbox-plugin-options.ts';
import {
  renderInstalmentPage,
  type InstalmentPageLanguage,
} from '../hosted-page/instalment-page.ts';
import { sendHostedPage } from '../hosted-page/send-hosted-page.ts';
import { tamaraPage } from './tamara-hosted-page.ts';

/** The sandbox's test phone whose checkout gets no `checkout_url` (`TAMARA_NO_REDIRECT_URL`). */
export const tamaraNoRedirectPhone = '+966500000009';

/** How long a new order waits for the shopper (tamara's default `expires_in_minutes`). */
const orderLifetimeMs = 30 * 60_000;

/** How long a notification's `tamaraToken` is valid. */
const notificationTokenLifetimeSeconds = 60 * 60;

/** How long the sandbox waits for the merchant's notification endpoint. */
const notificationTimeoutMs = 10_000;

type TamaraStatus = 'new' | 'approved' | 'declined' | 'authorised' | 'canceled' | 'expired';

/** One tamara order held by the sandbox. */
interface SandboxOrder {
  orderId: string;
  checkoutId: string;
  status: TamaraStatus;
  createdAt: Date;
  referenceId: string;
  amount: number;
  currency: string;
  description: string;
  items: { name: string; quantity: number }[];
  language: InstalmentPageLanguage;
  merchantUrls: { success: string; failure: string; cancel: string; notification: string };
}

const httpUrl = z.url({ protocol: /^https?$/ });
const money = z.object({ amount: z.number().nonnegative(), currency: z.string().length(3) });

/** The part of tamara's `POST /checkout` body the sandbox reads. */
const checkoutBodySchema = z.object({
  order_reference_id: z.string().min(1).max(200),
  total_amount: money,
  description: z.string().max(2000).default(''),
  country_code: z.string().length(2),
  payment_type: z.string().default('PAY_BY_INSTALMENTS'),
  instalments: z.number().int().positive().optional(),
  locale: z.string().max(10).optional(),
  items: z
    .array(z.object({ name: z.string().max(500), quantity: z.number().int().positive() }))
    .max(500)
    .default([]),
  consumer: z.object({
    first_name: z.string().max(200),
    last_name: z.string().max(200),
    phone_number: z.string().min(1).max(40),
    email: z.string().max(320).nullish(),
  }),
  merchant_url: z.object({
    success: httpUrl,
    failure: httpUrl,
    cancel: httpUrl,
    notification: httpUrl,
  }),
});

const pageActionSchema = z.object({
  action: z.enum(['approve', 'decline', 'cancel']),
  lang: z.enum(['ar', 'en']).optional(),
});

const langQuerySchema = z.object({ lang: z.enum(['ar', 'en']).optional() }).catch({});

/** tamara's error body. */
function tamaraError(reply: FastifyReply, status: number, errorCode: string, message: string) {
  return reply.code(status).send({ message, errors: [{ error_code: errorCode }] });
}

/**
 * tamara's stand-in (`/tamara`): its documented checkout and order API behind the sandbox's API
 * token, its hosted checkout page with "Approve", "Decline" and "Cancel", and the `order_approved`
 * notification signed with the notification key. State lives in this plugin instance's memory.
 */
export const tamaraSandbox: FastifyPluginAsync<SandboxPluginOptions> = (app, options) => {
  const orders = new Map<string, SandboxOrder>();
  const { clock, random } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const notificationKey = new TextEncoder().encode(sandboxKeys.tamara.notificationKey);

  /** The order as it stands now: a new one past its lifetime has expired. */
  function current(order: SandboxOrder): SandboxOrder {
    return lapseWhenDue(order, {
      open: 'new',
      lapsed: 'expired',
      lifetimeMs: orderLifetimeMs,
      now: clock.now(),
    });
  }

  function pageUrl(order: SandboxOrder, language: InstalmentPageLanguage): string {
    return `${baseUrl}/checkout/${encodeURIComponent(order.orderId)}?lang=${language}`;
  }

  /** Where the shopper goes back to for the order's status, with tamara's query. */
  function returnUrl(order: SandboxOrder): string {
    const target =
      order.status === 'declined'
        ? order.merchantUrls.failure
        : order.status === 'approved' || order.status === 'authorised'
          ? order.merchantUrls.success
          : order.merchantUrls.cancel;
    return withQuery(target, { orderId: order.orderId, paymentStatus: order.status });
  }

  /**
   * POSTs the `order_approved` notification with its `tamaraToken` (HS256, signed with the
   * notification key, valid 1 h) in the query and as a Bearer token, as tamara documents. A
   * merchant that cannot be reached is logged: it checks the order again on the shopper's return.
   */
  async function notifyApproved(order: SandboxOrder, request: FastifyRequest): Promise<void> {
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('Tamara')
      .setIssuedAt(now)
      .setExpirationTime(now + notificationTokenLifetimeSeconds)
      .sign(notificationKey);
    try {
      const response = await options.fetch(
        withQuery(order.merchantUrls.notification, { tamaraToken: token }),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            order_id: order.orderId,
            order_reference_id: order.referenceId,
            order_status: 'approved',
            event_type: 'order_approved',
          }),
          signal: AbortSignal.timeout(notificationTimeoutMs),
        },
      );
      if (!response.ok) {
        request.log.warn({ status: response.status }, 'tamara sandbox: notification refused');
      }
    } catch (error) {
      request.log.warn({ err: error }, 'tamara sandbox: notification not delivered');
    }
  }

  /** tamara's API answers only to the merchant's API token. */
  async function requireApiToken(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== `Bearer ${sandboxKeys.tamara.apiToken}`) {
      await tamaraError(reply, 401, 'unauthorized', 'Unauthorized');
    }
  }

  app.post('/checkout', { preHandler: requireApiToken }, async (request, reply) => {
    const parsed = checkoutBodySchema.safeParse(request.body);
    if (!parsed.success) {
      return tamaraError(reply, 400, 'invalid_request', z.prettifyError(parsed.error));
    }
    const body = parsed.data;
    const language: InstalmentPageLanguage = body.locale?.startsWith('ar') ? 'ar' : 'en';
    const order: SandboxOrder = {
      orderId: random.uuid(),
      checkoutId: random.uuid(),
      status: 'new',
      createdAt: clock.now(),
      referenceId: body.order_reference_id,
      amount: body.total_amount.amount,
      currency: body.total_amount.currency,
      description: body.description,
      items: body.items,
      language,
      merchantUrls: body.merchant_url,
    };
    orders.set(order.orderId, order);
    const noRedirect = buyerPhone(body.consumer.phone_number) === tamaraNoRedirectPhone;
    return reply.code(200).send({
      order_id: order.orderId,
      checkout_id: order.checkoutId,
      ...(noRedirect ? {} : { checkout_url: pageUrl(order, language) }),
      status: order.status,
    });
  });

  app.get<{ Params: { orderId: string } }>(
    '/orders/:orderId',
    { preHandler: requireApiToken },
    async (request, reply) => {
      const found = orders.get(request.params.orderId);
      if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
      const order = current(found);
      return reply.send({
        order_id: order.orderId,
        order_reference_id: order.referenceId,
        order_number: order.referenceId,
        description: order.description,
        status: order.status,
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: 4,
        total_amount: { amount: order.amount, currency: order.currency },
        items: order.items,
        created_at: order.createdAt.toISOString(),
      });
    },
  );

  app.post<{ Params: { orderId: string } }>(
    '/orders/:orderId/authorise',
    { preHandler: requireApiToken },
    async (request, reply) => {
      const found = orders.get(request.params.orderId);
      if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
      const order = current(found);
      // Authorising again answers the same: the merchant may authorise on both the notification
      // and the shopper's return.
      if (order.status !== 'approved' && order.status !== 'authorised') {
        return tamaraError(
          reply,
          400,
          'order_status_not_allowed',
          `Order is ${order.status}, not approved`,
        );
      }
      order.status = 'authorised';
      return reply.send({
        order_id: order.orderId,
        status: order.status,
        order_expiry_time: new Date(order.createdAt.getTime() + orderLifetimeMs).toISOString(),
        payment_type: 'PAY_BY_INSTALMENTS',
        auto_captured: false,
        authorized_amount: { amount: order.amount, currency: order.currency },
        capture_id: null,
      });
    },
  );

  app.post<{ Params: { orderId: string } }>(
    '/orders/:orderId/cancel',
    { preHandler: requireApiToken },
    async (request, reply) => {
      const found = orders.get(request.params.orderId);
      if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
      const order = current(found);
      const parsed = z.object({ total_amount: money }).safeParse(request.body);
      if (!parsed.success) {
        return tamaraError(reply, 400, 'invalid_request', z.prettifyError(parsed.error));
      }
      // tamara cancels approved and authorised orders before capture; cancelling again answers
      // the same, so a retried cancel is harmless.
      if (
        order.status !== 'approved' &&
        order.status !== 'authorised' &&
        order.status !== 'canceled'
      ) {
        return tamaraError(
          reply,
          400,
          'order_status_not_allowed',
          `Order is ${order.status}, it cannot be cancelled`,
        );
      }
      if (parsed.data.total_amount.amount !== order.amount) {
        return tamaraError(reply, 400, 'invalid_amount', 'Only a whole order is cancelled here');
      }
      order.status = 'canceled';
      return reply.send({
        order_id: order.orderId,
        cancel_id: random.uuid(),
        status: order.status,
        canceled_amount: { amount: order.amount, currency: order.currency },
      });
    },
  );

  app.post<{ Params: { orderId: string } }>(
    '/payments/simplified-refund/:orderId',
    { preHandler: requireApiToken },
    async (request, reply) => {
      const found = orders.get(request.params.orderId);
      if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
      // The sandbox never captures (the API authorises only), so nothing is refundable: tamara
      // refuses a refund of an order without captures.
      return tamaraError(
        reply,
        400,
        'order_not_captured',
        `Order is ${current(found).status}: only captured orders are refunded`,
      );
    },
  );

  app.get<{ Params: { orderId: string } }>('/checkout/:orderId', async (request, reply) => {
    const found = orders.get(request.params.orderId);
    if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
    const order = current(found);
    const language = langQuerySchema.parse(request.query).lang ?? order.language;
    const page = renderInstalmentPage(tamaraPage, {
      language,
      actionUrl: `${baseUrl}/checkout/${encodeURIComponent(order.orderId)}`,
      amount: order.amount,
      currency: order.currency,
      description: order.description,
      items: order.items,
      merchantOrigins: [
        order.merchantUrls.success,
        order.merchantUrls.failure,
        order.merchantUrls.cancel,
      ].map((url) => new URL(url).origin),
      settled:
        order.status === 'new' ? null : { status: order.status, returnUrl: returnUrl(order) },
    });
    return sendHostedPage(reply, page);
  });

  app.post<{ Params: { orderId: string } }>('/checkout/:orderId', async (request, reply) => {
    const found = orders.get(request.params.orderId);
    if (!found) return tamaraError(reply, 404, 'order_not_found', 'Order not found');
    const order = current(found);
    const parsed = pageActionSchema.safeParse(request.body);
    if (!parsed.success) return tamaraError(reply, 400, 'invalid_request', 'Unknown action');
    const language = parsed.data.lang ?? order.language;
    // A settled order's buttons are gone; a stale form shows the settled page again.
    if (order.status !== 'new') return reply.redirect(pageUrl(order, language), 303);
    const { action } = parsed.data;
    order.status =
      action === 'approve' ? 'approved' : action === 'decline' ? 'declined' : 'canceled';
    if (order.status === 'approved') await notifyApproved(order, request);
    return reply.redirect(returnUrl(order), 303);
  });
  // Routes are added synchronously; Fastify still expects a promise from an async plugin.
  return Promise.resolve();
};
