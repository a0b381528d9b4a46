import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buyerPhone, lapseWhenDue, withQuery } from '../instalment-sandbox.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import type { SandboxPluginOptions } from '../sandbox-plugin-options.ts';
import {
  renderInstalmentPage,
  type InstalmentPageLanguage,
} from '../hosted-page/instalment-page.ts';
import { sendHostedPage } from '../hosted-page/send-hosted-page.ts';
import { tabbyPage } from './tabby-hosted-page.ts';

/** tabby's documented test phone that pre-scoring rejects (any other is approved). */
export const tabbyRejectedPhone = '+966500000002';

/** How long a created payment waits for the shopper before tabby expires it (sandbox's choice). */
const paymentLifetimeMs = 30 * 60_000;

type TabbyStatus = 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';

/** One tabby payment (and its checkout session) held by the sandbox. */
interface SandboxPayment {
  id: string;
  sessionId: string;
  status: TabbyStatus;
  createdAt: Date;
  /** tabby's amount string, e.g. `"115.00"`. */
  amount: string;
  currency: string;
  description: string;
  buyer: { phone: string; email: string | null; name: string | null };
  referenceId: string;
  items: { title: string; quantity: number; unit_price?: string; reference_id?: string }[];
  language: InstalmentPageLanguage;
  merchantUrls: { success: string; cancel: string; failure: string };
  captures: { id: string; amount: string; reference_id: string; created_at: string }[];
  refunds: { id: string; amount: string; reference_id: string; created_at: string }[];
}

const httpUrl = z.url({ protocol: /^https?$/ });
const amountString = z.string().regex(/^\d+(\.\d{1,2})?$/);

/** The part of tabby's `POST /api/v2/checkout` body the sandbox reads. */
const checkoutBodySchema = z.object({
  payment: z.object({
    amount: amountString,
    currency: z.string().length(3),
    description: z.string().max(2000).default(''),
    buyer: z.object({
      phone: z.string().min(1).max(40),
      email: z.string().max(320).nullish(),
      name: z.string().max(200).nullish(),
    }),
    order: z.object({
      reference_id: z.string().min(1).max(200),
      items: z
        .array(
          z.object({
            title: z.string().max(500),
            quantity: z.number().int().positive(),
            unit_price: amountString.optional(),
            reference_id: z.string().max(200).optional(),
          }),
        )
        .max(500)
        .default([]),
    }),
  }),
  lang: z.enum(['ar', 'en']).default('en'),
  merchant_code: z.string(),
  merchant_urls: z.object({ success: httpUrl, cancel: httpUrl, failure: httpUrl }),
});

const captureBodySchema = z.object({
  amount: amountString,
  reference_id: z.string().min(1).max(200).optional(),
});

const pageActionSchema = z.object({
  action: z.enum(['pay', 'cancel', 'decline']),
  lang: z.enum(['ar', 'en']).optional(),
});

const langQuerySchema = z.object({ lang: z.enum(['ar', 'en']).optional() }).catch({});

/** tabby's error body. */
function tabbyError(reply: FastifyReply, status: number, errorType: string, error: string) {
  return reply.code(status).send({ status: 'error', errorType, error });
}

function halalas(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * tabby's stand-in (`/tabby`): its documented API v2 (checkout with pre-scoring, payments,
 * captures) behind the sandbox's secret key, and its hosted payment page with "Pay", "Cancel" and
 * "Decline". State lives in this plugin instance's memory.
 */
export const tabbySandbox: FastifyPluginAsync<SandboxPluginOptions> = (app, options) => {
  const payments = new Map<string, SandboxPayment>();
  const paymentsBySession = new Map<string, SandboxPayment>();
  const { clock, random } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  /** The payment as it stands now: a created one past its lifetime has expired. */
  function current(payment: SandboxPayment): SandboxPayment {
    return lapseWhenDue(payment, {
      open: 'CREATED',
      lapsed: 'EXPIRED',
      lifetimeMs: paymentLifetimeMs,
      now: clock.now(),
    });
  }

  function toJson(payment: SandboxPayment) {
    return {
      id: payment.id,
      created_at: payment.createdAt.toISOString(),
      expires_at: new Date(payment.createdAt.getTime() + paymentLifetimeMs).toISOString(),
      status: payment.status,
      is_test: true,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      buyer: payment.buyer,
      order: { reference_id: payment.referenceId, items: payment.items },
      captures: payment.captures,
      refunds: payment.refunds,
    };
  }

  function pageUrl(payment: SandboxPayment, language: InstalmentPageLanguage): string {
    return `${baseUrl}/pay/${encodeURIComponent(payment.sessionId)}?lang=${language}`;
  }

  /** Where a settled payment sends the shopper back to. */
  function returnUrl(payment: SandboxPayment): string {
    const target =
      payment.status === 'REJECTED'
        ? payment.merchantUrls.failure
        : payment.status === 'EXPIRED' || payment.status === 'CREATED'
          ? payment.merchantUrls.cancel
          : payment.merchantUrls.success;
    return withQuery(target, { payment_id: payment.id });
  }

  /** tabby's API answers only to the merchant's secret key. */
  async function requireSecretKey(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization !== `Bearer ${sandboxKeys.tabby.secretKey}`) {
      await tabbyError(reply, 401, 'unauthorized', 'Invalid secret key');
    }
  }

  app.post('/api/v2/checkout', { preHandler: requireSecretKey }, async (request, reply) => {
    const parsed = checkoutBodySchema.safeParse(request.body);
    if (!parsed.success) {
      return tabbyError(reply, 400, 'bad_data', z.prettifyError(parsed.error));
    }
    const body = parsed.data;
    if (body.merchant_code !== sandboxKeys.tabby.merchantCode) {
      return tabbyError(reply, 400, 'bad_data', 'merchant_code is not valid');
    }
    const { payment: input } = body;
    const rejected = buyerPhone(input.buyer.phone) === tabbyRejectedPhone;
    const payment: SandboxPayment = {
      id: random.uuid(),
      sessionId: random.uuid(),
      status: rejected ? 'REJECTED' : 'CREATED',
      createdAt: clock.now(),
      amount: Number(input.amount).toFixed(2),
      currency: input.currency,
      description: input.description,
      buyer: {
        phone: input.buyer.phone,
        email: input.buyer.email ?? null,
        name: input.buyer.name ?? null,
      },
      referenceId: input.order.reference_id,
      items: input.order.items,
      language: body.lang,
      merchantUrls: body.merchant_urls,
      captures: [],
      refunds: [],
    };
    payments.set(payment.id, payment);
    paymentsBySession.set(payment.sessionId, payment);
    const installments = rejected
      ? { is_available: false, rejection_reason: 'not_available' }
      : { is_available: true, rejection_reason: null };
    return reply.code(200).send({
      id: payment.sessionId,
      status: rejected ? 'rejected' : 'created',
      payment: toJson(payment),
      configuration: {
        available_products: rejected
          ? {}
          : { installments: [{ web_url: pageUrl(payment, body.lang), downpayment: null }] },
        products: { installments },
      },
      merchant_urls: body.merchant_urls,
      lang: body.lang,
      merchant_code: body.merchant_code,
    });
  });

  app.get<{ Params: { id: string } }>(
    '/api/v2/payments/:id',
    { preHandler: requireSecretKey },
    async (request, reply) => {
      const payment = payments.get(request.params.id);
      if (!payment) return tabbyError(reply, 404, 'not_found', 'Payment not found');
      return reply.send(toJson(current(payment)));
    },
  );

  /** A sum of tabby amount strings, in halalas. */
  const sumOf = (entries: readonly { amount: string }[]) =>
    entries.reduce((total, entry) => total + halalas(entry.amount), 0);

  /**
   * Records a capture or a refund, as tabby does both: the payment in `status`, an amount up to
   * `limitOf(payment)`, and a repeated `reference_id` a no-op (so a retry never moves money
   * twice). `then` runs after the entry is recorded, with the amount and the limit it had.
   */
  function moveMoney(
    kind: 'captures' | 'refunds',
    rule: {
      status: TabbyStatus;
      limitOf: (payment: SandboxPayment) => number;
      tooMuch: string;
      then?: (payment: SandboxPayment, halalasMoved: number, limit: number) => void;
    },
  ) {
    return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const found = payments.get(request.params.id);
      if (!found) return tabbyError(reply, 404, 'not_found', 'Payment not found');
      const payment = current(found);
      const parsed = captureBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return tabbyError(reply, 400, 'bad_data', z.prettifyError(parsed.error));
      }
      const { amount, reference_id: referenceId = random.uuid() } = parsed.data;
      if (payment[kind].some((entry) => entry.reference_id === referenceId)) {
        return reply.send(toJson(payment));
      }
      if (payment.status !== rule.status) {
        return tabbyError(
          reply,
          400,
          'bad_data',
          `Payment is ${payment.status}, not ${rule.status}`,
        );
      }
      const limit = rule.limitOf(payment);
      if (halalas(amount) <= 0 || halalas(amount) > limit) {
        return tabbyError(reply, 400, 'bad_data', rule.tooMuch);
      }
      payment[kind].push({
        id: random.uuid(),
        amount: Number(amount).toFixed(2),
        reference_id: referenceId,
        created_at: clock.now().toISOString(),
      });
      rule.then?.(payment, halalas(amount), limit);
      return reply.send(toJson(payment));
    };
  }

  app.post<{ Params: { id: string } }>(
    '/api/v2/payments/:id/captures',
    { preHandler: requireSecretKey },
    moveMoney('captures', {
      status: 'AUTHORIZED',
      limitOf: (payment) => halalas(payment.amount) - sumOf(payment.captures),
      tooMuch: 'Capture amount exceeds the authorized amount',
      // Capturing everything closes the payment.
      then: (payment, moved, limit) => {
        if (moved === limit) payment.status = 'CLOSED';
      },
    }),
  );

  // tabby refunds only captured, closed payments, up to what was captured.
  app.post<{ Params: { id: string } }>(
    '/api/v2/payments/:id/refunds',
    { preHandler: requireSecretKey },
    moveMoney('refunds', {
      status: 'CLOSED',
      limitOf: (payment) => sumOf(payment.captures) - sumOf(payment.refunds),
      tooMuch: 'Refund amount exceeds the captured amount',
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/v2/payments/:id/close',
    { preHandler: requireSecretKey },
    async (request, reply) => {
      const found = payments.get(request.params.id);
      if (!found) return tabbyError(reply, 404, 'not_found', 'Payment not found');
      const payment = current(found);
      // Closing releases what is not captured; closing a closed payment answers it again.
      if (payment.status !== 'AUTHORIZED' && payment.status !== 'CLOSED') {
        return tabbyError(reply, 400, 'bad_data', `Payment is ${payment.status}, not AUTHORIZED`);
      }
      payment.status = 'CLOSED';
      return reply.send(toJson(payment));
    },
  );

  app.get<{ Params: { sessionId: string } }>('/pay/:sessionId', async (request, reply) => {
    const found = paymentsBySession.get(request.params.sessionId);
    if (!found) return tabbyError(reply, 404, 'not_found', 'Checkout session not found');
    const payment = current(found);
    const language = langQuerySchema.parse(request.query).lang ?? payment.language;
    const page = renderInstalmentPage(tabbyPage, {
      language,
      actionUrl: `${baseUrl}/pay/${encodeURIComponent(payment.sessionId)}`,
      amount: Number(payment.amount),
      currency: payment.currency,
      description: payment.description,
      items: payment.items.map((item) => ({ name: item.title, quantity: item.quantity })),
      merchantOrigins: Object.values(payment.merchantUrls).map((url) => new URL(url).origin),
      settled:
        payment.status === 'CREATED'
          ? null
          : { status: payment.status, returnUrl: returnUrl(payment) },
    });
    return sendHostedPage(reply, page);
  });

  app.post<{ Params: { sessionId: string } }>('/pay/:sessionId', async (request, reply) => {
    const found = paymentsBySession.get(request.params.sessionId);
    if (!found) return tabbyError(reply, 404, 'not_found', 'Checkout session not found');
    const payment = current(found);
    const parsed = pageActionSchema.safeParse(request.body);
    if (!parsed.success) return tabbyError(reply, 400, 'bad_data', 'Unknown action');
    const language = parsed.data.lang ?? payment.language;
    // A settled payment's buttons are gone; a stale form shows the settled page again.
    if (payment.status !== 'CREATED') return reply.redirect(pageUrl(payment, language), 303);
    const { action } = parsed.data;
    if (action === 'pay') payment.status = 'AUTHORIZED';
    if (action === 'decline') payment.status = 'REJECTED';
    // "Cancel" leaves the payment CREATED, as tabby does; it expires at the end of its lifetime.
    const target =
      action === 'pay'
        ? payment.merchantUrls.success
        : action === 'decline'
          ? payment.merchantUrls.failure
          : payment.merchantUrls.cancel;
    return reply.redirect(withQuery(target, { payment_id: payment.id }), 303);
  });
  // Routes are added synchronously; Fastify still expects a promise from an async plugin.
  return Promise.resolve();
};
