import cors from '@fastify/cors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendHostedPage } from '../hosted-page/send-hosted-page.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import type { SandboxPluginOptions } from '../sandbox-plugin-options.ts';
import { validateCard, type CardErrors } from './card-validation.ts';
import { formatAmount, hostedPageCsp, pageLanguage } from './hosted-page.ts';
import {
  applePayInitiateRequestSchema,
  applePayTokenSchema,
  moyasarFieldErrors,
  paymentRequestSchema,
  refundRequestSchema,
  threeDSecureFormSchema,
  tokenRequestSchema,
} from './moyasar-sandbox-requests.ts';
import {
  paymentJson,
  tokenJson,
  type SandboxPayment,
  type SandboxToken,
} from './moyasar-sandbox-payment.ts';
import { basicAuthUser } from './sandbox-auth.ts';
import { cardOutcome, maskCardNumber, type CardBrand } from './test-cards.ts';
import { renderPaymentNotFoundPage, renderThreeDSecurePage } from './three-d-secure-page.ts';

const keys = sandboxKeys.moyasar;
const tokenLifetimeMs = 30 * 60_000;
const fieldErrorMessages: Record<NonNullable<CardErrors[keyof CardErrors]>, string> = {
  invalid: 'is invalid',
  expired: 'is expired',
  unsupported: 'is not supported',
  required: "can't be blank",
};

function invalidRequest(reply: FastifyReply, message: string, errors: unknown = null) {
  return reply.code(400).send({ type: 'invalid_request_error', message, errors });
}

function unauthorized(reply: FastifyReply) {
  return reply.code(401).send({
    type: 'authentication_error',
    message: 'Invalid authorization credentials',
    errors: null,
  });
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .send({ type: 'invalid_request_error', message: 'Object not found', errors: null });
}

/** The key a browser call carries: Basic auth, else `publishable_api_key` in the body. */
function browserKey(request: FastifyRequest): string | null {
  const fromAuth = basicAuthUser(request);
  if (fromAuth) return fromAuth;
  const body = request.body as { publishable_api_key?: unknown } | undefined;
  return typeof body?.publishable_api_key === 'string' ? body.publishable_api_key : null;
}

function applePayBrand(network: string | undefined): CardBrand {
  const name = network?.toLowerCase() ?? '';
  if (name.includes('mada')) return 'mada';
  if (name.includes('master')) return 'master';
  return 'visa';
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/**
 * Moyasar's stand-in (README "Moyasar"): tokens, token and Apple Pay payments, fetching, listing
 * by metadata, refunds, Apple Pay merchant validation and the 3-D Secure page. Browser-facing
 * endpoints answer any origin (CORS), as Moyasar's do; the others need the secret key.
 */
export const moyasarSandbox: FastifyPluginAsync<SandboxPluginOptions> = async (app, options) => {
  const { baseUrl, clock, random } = options;
  const tokens = new Map<string, SandboxToken>();
  const payments = new Map<string, SandboxPayment>();
  const paymentIdsByGivenId = new Map<string, string>();

  const answerPayment = (payment: SandboxPayment) => paymentJson(payment, baseUrl);

  await app.register(async (browser) => {
    // Only this child context: the server-to-server endpoints send no CORS headers.
    await browser.register(cors, { origin: '*', methods: ['POST'], maxAge: 600 });

    browser.post('/v1/tokens', async (request, reply) => {
      if (browserKey(request) !== keys.publishableKey) return unauthorized(reply);
      const parsed = tokenRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return invalidRequest(reply, 'Validation Failed', moyasarFieldErrors(parsed.error));
      }
      const checked = validateCard(parsed.data, clock);
      if (!checked.ok) {
        const errors = Object.fromEntries(
          Object.entries(checked.errors).map(([field, error]) => [
            field,
            [fieldErrorMessages[error]],
          ]),
        );
        return invalidRequest(reply, 'Validation Failed', errors);
      }
      const now = clock.now();
      const token: SandboxToken = {
        id: `token_${hex(random.bytes(14))}`,
        ...checked.card,
        used: false,
        createdAt: now,
      };
      tokens.set(token.id, token);
      return reply.code(201).send(tokenJson(token, new Date(now.getTime() + tokenLifetimeMs)));
    });

    browser.post('/v1/payments', async (request, reply) => {
      const key = browserKey(request);
      if (key !== keys.publishableKey && key !== keys.secretKey) return unauthorized(reply);
      const parsed = paymentRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return invalidRequest(reply, 'Validation Failed', moyasarFieldErrors(parsed.error));
      }
      const input = parsed.data;
      // Checked before the token: a retried request must learn its payment exists.
      if (input.given_id && paymentIdsByGivenId.has(input.given_id)) {
        return invalidRequest(reply, 'given_id has already been used');
      }
      const now = clock.now();
      const common = {
        id: random.uuid(),
        amount: input.amount,
        currency: input.currency,
        description: input.description ?? null,
        callbackUrl: input.callback_url ?? null,
        metadata: input.metadata ?? null,
        givenId: input.given_id ?? null,
        refunded: 0,
        refundedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      let payment: SandboxPayment;
      if (input.source.type === 'token') {
        if (!input.callback_url) {
          return invalidRequest(reply, 'Validation Failed', { callback_url: ["can't be blank"] });
        }
        const token = tokens.get(input.source.token);
        const expired = token && now.getTime() - token.createdAt.getTime() > tokenLifetimeMs;
        if (!token || token.used || expired) return invalidRequest(reply, 'Invalid token');
        token.used = true;
        payment = {
          ...common,
          status: 'initiated',
          source: {
            type: 'creditcard',
            company: token.brand,
            name: token.name,
            number: maskCardNumber(token.number),
            message: null,
          },
          outcome: cardOutcome(token.number),
        };
      } else {
        let applePayToken: unknown;
        try {
          applePayToken = JSON.parse(input.source.token);
        } catch {
          applePayToken = null;
        }
        const token = applePayTokenSchema.safeParse(applePayToken);
        if (!token.success) {
          return invalidRequest(reply, 'Validation Failed', { 'source.token': ['is invalid'] });
        }
        const declined = token.data.transactionIdentifier === 'DECLINE';
        const lastFour = /(\d{4})\s*$/.exec(token.data.paymentMethod?.displayName ?? '')?.[1];
        const outcome = declined
          ? ({ status: 'failed', message: 'DECLINED' } as const)
          : ({ status: 'paid', message: 'APPROVED' } as const);
        payment = {
          ...common,
          status: outcome.status,
          source: {
            type: 'applepay',
            company: applePayBrand(token.data.paymentMethod?.network),
            name: null,
            number: `XXXX-XXXX-XXXX-${lastFour ?? 'XXXX'}`,
            message: outcome.message,
          },
          outcome,
        };
      }
      payments.set(payment.id, payment);
      if (payment.givenId) paymentIdsByGivenId.set(payment.givenId, payment.id);
      return reply.code(201).send(answerPayment(payment));
    });

    browser.post('/v1/applepay/initiate', async (request, reply) => {
      if (browserKey(request) !== keys.publishableKey) return unauthorized(reply);
      const parsed = applePayInitiateRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return invalidRequest(reply, 'Validation Failed', moyasarFieldErrors(parsed.error));
      }
      const now = clock.now().getTime();
      // Apple's merchant session is opaque to the merchant: its shape, not its signature, matters.
      return reply.code(200).send({
        epochTimestamp: now,
        expiresAt: now + 5 * 60_000,
        merchantSessionIdentifier: `SSH${hex(random.bytes(16)).toUpperCase()}`,
        nonce: hex(random.bytes(4)),
        merchantIdentifier: hex(random.bytes(32)).toUpperCase(),
        domainName: parsed.data.domain_name,
        displayName: parsed.data.display_name,
        signature: Buffer.from(random.bytes(64)).toString('base64'),
        operationalAnalyticsIdentifier: `${parsed.data.display_name}:${hex(random.bytes(8))}`,
        retries: 0,
        pspId: 'moyasar-sandbox',
      });
    });
  });

  app.get('/v1/payments', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) return unauthorized(reply);
    // `metadata[key]=value` filters, as Moyasar's list endpoint documents.
    const filters = Object.entries(request.query as Record<string, unknown>).flatMap(
      ([name, value]) => {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
        return key && typeof value === 'string' ? [[key, value] as const] : [];
      },
    );
    const found = [...payments.values()].filter((payment) =>
      filters.every(([key, value]) => String(payment.metadata?.[key] ?? '') === value),
    );
    return reply.send({
      payments: found.map(answerPayment),
      meta: {
        current_page: 1,
        next_page: null,
        prev_page: null,
        total_pages: 1,
        total_count: found.length,
      },
    });
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) return unauthorized(reply);
    const payment = payments.get(request.params.id);
    return payment ? reply.send(answerPayment(payment)) : notFound(reply);
  });

  app.post<{ Params: { id: string } }>('/v1/payments/:id/refund', async (request, reply) => {
    if (basicAuthUser(request) !== keys.secretKey) return unauthorized(reply);
    const payment = payments.get(request.params.id);
    if (!payment) return notFound(reply);
    const parsed = refundRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return invalidRequest(reply, 'Validation Failed', moyasarFieldErrors(parsed.error));
    }
    if (payment.status !== 'paid') {
      return invalidRequest(reply, 'Payment must be paid to be refunded');
    }
    const amount = parsed.data.amount ?? payment.amount;
    if (amount > payment.amount) {
      return invalidRequest(reply, 'Validation Failed', {
        amount: ['is greater than the payment amount'],
      });
    }
    const now = clock.now();
    Object.assign(payment, {
      status: 'refunded',
      refunded: amount,
      refundedAt: now,
      updatedAt: now,
    });
    return reply.send(answerPayment(payment));
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    sendHostedPage(reply, { html, csp: hostedPageCsp }, status);

  const returnUrl = (payment: SandboxPayment) => {
    const url = new URL(payment.callbackUrl ?? baseUrl);
    url.searchParams.set('id', payment.id);
    url.searchParams.set('status', payment.status);
    url.searchParams.set('message', payment.source.message ?? '');
    return url.toString();
  };

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/3ds/:id',
    async (request, reply) => {
      const language = pageLanguage(request.query.lang);
      const payment = payments.get(request.params.id);
      if (!payment || payment.source.type !== 'creditcard') {
        return sendPage(reply, 404, renderPaymentNotFoundPage(language));
      }
      const path = `${baseUrl}/3ds/${encodeURIComponent(payment.id)}`;
      return sendPage(
        reply,
        200,
        renderThreeDSecurePage({
          language,
          provider: 'Moyasar',
          description: payment.description,
          amount: formatAmount(payment.amount / 100, payment.currency, language),
          maskedCard: payment.source.number,
          actionPath: path,
          otherLanguagePath: `${path}?lang=${language === 'ar' ? 'en' : 'ar'}`,
          settled:
            payment.status === 'initiated'
              ? null
              : { status: payment.status, returnUrl: returnUrl(payment) },
        }),
      );
    },
  );

  app.post<{ Params: { id: string } }>('/3ds/:id', async (request, reply) => {
    const form = threeDSecureFormSchema.safeParse(request.body ?? {});
    const language = pageLanguage(form.success ? form.data.lang : undefined);
    const payment = payments.get(request.params.id);
    if (!payment || payment.source.type !== 'creditcard') {
      return sendPage(reply, 404, renderPaymentNotFoundPage(language));
    }
    if (!form.success)
      return reply.redirect(`${baseUrl}/3ds/${encodeURIComponent(payment.id)}`, 303);
    // A second press (or a reload after settling) changes nothing: it goes back with the result.
    if (payment.status === 'initiated') {
      const settled =
        form.data.action === 'fail'
          ? { status: 'failed' as const, message: '3-D Secure transaction attempt failed' }
          : payment.outcome;
      payment.status = settled.status;
      payment.source.message = settled.message;
      payment.updatedAt = clock.now();
    }
    return reply.redirect(returnUrl(payment), 303);
  });
};
