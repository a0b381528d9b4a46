import cors from '@fastify/cors';
import { localize } from '@storefront/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RandomSource, SandboxPluginOptions } from '../sandbox-plugin-options.ts';
import { validateCard } from '../moyasar/card-validation.ts';
import { formatAmount, hostedPageCsp, pageLanguage } from '../moyasar/hosted-page.ts';
import { bearerToken } from '../moyasar/sandbox-auth.ts';
import { cardOutcome, maskCardNumber, type CardOutcome } from '../moyasar/test-cards.ts';
import {
  renderPaymentNotFoundPage,
  renderThreeDSecurePage,
} from '../moyasar/three-d-secure-page.ts';
import { sendHostedPage } from '../hosted-page/send-hosted-page.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import {
  cardFormCsp,
  parentOriginOf,
  renderBadParentPage,
  renderCardFormPage,
} from './card-form-page.ts';
import { cardFormScript } from './card-form-script.ts';
import { cardFormTexts } from './card-form-texts.ts';
import {
  failure,
  invoiceStatusJson,
  myFatoorahBrand,
  success,
  type SandboxInvoice,
  type SandboxSession,
} from './myfatoorah-sandbox-invoice.ts';
import {
  executePaymentRequestSchema,
  initiateSessionRequestSchema,
  makeRefundRequestSchema,
  paymentStatusRequestSchema,
  sessionCardRequestSchema,
  threeDSecureFormSchema,
  validationErrors,
} from './myfatoorah-sandbox-requests.ts';
import { sessionScript } from './session-script.ts';

// How a failed card shows in MyFatoorah's transactions (its documented payment error codes).
const failures: Record<
  Exclude<CardOutcome['message'], 'APPROVED'> | 'AUTHENTICATION',
  { error: string; code: string }
> = {
  AUTHENTICATION: { error: '3DS authentication failed', code: 'MF001' },
  DECLINED: { error: 'Declined by the issuing bank', code: 'MF002' },
  INSUFFICIENT_FUNDS: { error: 'Insufficient funds', code: 'MF004' },
};

function digits(random: RandomSource, count: number): string {
  return Array.from({ length: count }, () => String(random.int(10))).join('');
}

function sendScript(reply: FastifyReply, script: string) {
  return reply
    .header('content-type', 'text/javascript; charset=utf-8')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', 'no-cache')
    .send(script);
}

/**
 * MyFatoorah's stand-in (README "MyFatoorah"): InitiateSession, the embedded card form (its
 * script, iframe page and card endpoint, open to any origin), ExecutePayment, GetPaymentStatus,
 * MakeRefund and the 3-D Secure page. The API calls need the API key as a Bearer token.
 */
export const myfatoorahSandbox: FastifyPluginAsync<SandboxPluginOptions> = async (app, options) => {
  const { baseUrl, clock, random } = options;
  const sandboxOrigin = new URL(baseUrl).origin;
  const sessions = new Map<string, SandboxSession>();
  const invoices = new Map<number, SandboxInvoice>();
  const invoiceIdsByPaymentId = new Map<string, number>();
  const script = sessionScript(baseUrl);

  /**
   * The body of an API call made with the merchant's key, read by `schema`; null once the call is
   * answered 401 (no or another key) or 400 (a body MyFatoorah would refuse).
   */
  const authorizedBody = <Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
  ): z.infer<Schema> | null => {
    if (bearerToken(request) !== sandboxKeys.myfatoorah.apiKey) {
      void reply.code(401).send(failure('Authorization has been denied for this request.'));
      return null;
    }
    const parsed = schema.safeParse(request.body ?? {});
    if (parsed.success) return parsed.data;
    void reply.code(400).send(failure('Invalid data', validationErrors(parsed.error)));
    return null;
  };

  const newInvoiceId = (): number => {
    let id = 0;
    while (id === 0 || invoices.has(id)) id = 1_000_000 + random.int(9_000_000);
    return id;
  };

  const findInvoice = (key: string, keyType: 'InvoiceId' | 'PaymentId') => {
    const id = keyType === 'InvoiceId' ? Number(key) : invoiceIdsByPaymentId.get(key);
    return id === undefined ? undefined : invoices.get(id);
  };

  await app.register(async (browser) => {
    // The embedded form runs inside the merchant's page: its pieces answer any origin.
    await browser.register(cors, { origin: '*', methods: ['GET', 'POST'], maxAge: 600 });

    browser.get('/cardview/v2/session.js', async (_request, reply) => sendScript(reply, script));
    browser.get('/cardview/v2/card-form.js', async (_request, reply) =>
      sendScript(reply, cardFormScript),
    );

    browser.get<{ Querystring: { sessionId?: string; lang?: string; parentOrigin?: string } }>(
      '/cardview/v2/card-form',
      async (request, reply) => {
        const language = pageLanguage(request.query.lang);
        const parentOrigin = parentOriginOf(request.query.parentOrigin);
        const sessionId = request.query.sessionId ?? '';
        if (!parentOrigin || sessionId === '') {
          return sendHostedPage(
            reply,
            { html: renderBadParentPage(language), csp: hostedPageCsp },
            400,
          );
        }
        const html = renderCardFormPage({
          language,
          sessionId,
          parentOrigin,
          submitUrl: `${baseUrl}/cardview/v2/sessions/${encodeURIComponent(sessionId)}/card`,
          scriptUrl: `${baseUrl}/cardview/v2/card-form.js`,
        });
        return sendHostedPage(reply, { html, csp: cardFormCsp(sandboxOrigin, parentOrigin) });
      },
    );

    browser.post<{ Params: { sessionId: string } }>(
      '/cardview/v2/sessions/:sessionId/card',
      async (request, reply) => {
        const parsed = sessionCardRequestSchema.safeParse(request.body ?? {});
        const language = pageLanguage(parsed.success ? parsed.data.lang : undefined);
        const say = (text: (typeof cardFormTexts)[keyof typeof cardFormTexts]) =>
          localize(text, language);
        const session = sessions.get(request.params.sessionId);
        if (!session) {
          return reply
            .code(404)
            .send({ ok: false, message: say(cardFormTexts.sessionInvalid), errors: {} });
        }
        if (session.invoiceId !== null) {
          return reply
            .code(409)
            .send({ ok: false, message: say(cardFormTexts.sessionUsed), errors: {} });
        }
        if (!parsed.success) {
          return reply
            .code(400)
            .send({ ok: false, message: say(cardFormTexts.checkCard), errors: {} });
        }
        const [month = '', year = ''] = parsed.data.expiry.split('/').map((part) => part.trim());
        const checked = validateCard(
          { name: parsed.data.name, number: parsed.data.number, month, year, cvc: parsed.data.cvc },
          clock,
        );
        if (!checked.ok) {
          const { errors } = checked;
          const fieldErrors: Record<string, string> = {};
          if (errors.number) {
            fieldErrors.number = say(
              errors.number === 'unsupported'
                ? cardFormTexts.numberUnsupported
                : cardFormTexts.numberInvalid,
            );
          }
          if (errors.name) fieldErrors.name = say(cardFormTexts.nameRequired);
          if (errors.month || errors.year) {
            fieldErrors.expiry = say(
              errors.year === 'expired' ? cardFormTexts.expiryPast : cardFormTexts.expiryInvalid,
            );
          }
          if (errors.cvc) fieldErrors.cvc = say(cardFormTexts.cvcInvalid);
          return reply
            .code(400)
            .send({ ok: false, message: say(cardFormTexts.checkCard), errors: fieldErrors });
        }
        const { card } = checked;
        session.card = {
          brand: card.brand,
          masked: maskCardNumber(card.number),
          outcome: cardOutcome(card.number),
        };
        return reply.send({
          ok: true,
          sessionId: session.id,
          cardBrand: myFatoorahBrand(card.brand),
        });
      },
    );
  });

  app.post('/v2/InitiateSession', async (request, reply) => {
    const body = authorizedBody(request, reply, initiateSessionRequestSchema);
    if (!body) return reply;
    const session: SandboxSession = {
      id: random.uuid(),
      customerIdentifier: body.CustomerIdentifier ?? null,
      card: null,
      invoiceId: null,
    };
    sessions.set(session.id, session);
    return reply.send(
      success(
        { SessionId: session.id, CountryCode: 'SAU', CustomerTokens: [] },
        'Initiated Successfully!',
      ),
    );
  });

  app.post('/v2/ExecutePayment', async (request, reply) => {
    const body = authorizedBody(request, reply, executePaymentRequestSchema);
    if (!body) return reply;
    const input = body;
    const session = sessions.get(input.SessionId);
    if (!session) return reply.code(400).send(failure('Invalid SessionId.'));
    if (session.invoiceId !== null)
      return reply.code(400).send(failure('The session has already been used.'));
    if (!session.card) return reply.code(400).send(failure('The session has no card details.'));
    const invoice: SandboxInvoice = {
      invoiceId: newInvoiceId(),
      status: 'Pending',
      value: input.InvoiceValue,
      // The sandbox's portal is a Saudi one: its currency when none is given.
      currency: input.DisplayCurrencyIso ?? 'SAR',
      customerReference: input.CustomerReference ?? null,
      customerName: input.CustomerName ?? null,
      callbackUrl: input.CallBackUrl,
      errorUrl: input.ErrorUrl,
      card: session.card,
      transactions: [],
      refunded: 0,
      createdAt: clock.now(),
    };
    session.invoiceId = invoice.invoiceId;
    invoices.set(invoice.invoiceId, invoice);
    const lang = input.Language?.toLowerCase() === 'ar' ? 'ar' : 'en';
    return reply.send(
      success(
        {
          InvoiceId: invoice.invoiceId,
          IsDirectPayment: false,
          PaymentURL: `${baseUrl}/3ds/${invoice.invoiceId}?lang=${lang}`,
          CustomerReference: invoice.customerReference,
          UserDefinedField: null,
          RecurringId: '',
        },
        'Invoice Created Successfully!',
      ),
    );
  });

  app.post('/v2/GetPaymentStatus', async (request, reply) => {
    const body = authorizedBody(request, reply, paymentStatusRequestSchema);
    if (!body) return reply;
    const invoice = findInvoice(body.Key, body.KeyType);
    if (!invoice) return reply.code(400).send(failure('Invalid key.'));
    return reply.send(success(invoiceStatusJson(invoice)));
  });

  app.post('/v2/MakeRefund', async (request, reply) => {
    const body = authorizedBody(request, reply, makeRefundRequestSchema);
    if (!body) return reply;
    const invoice = findInvoice(body.Key, body.KeyType);
    if (!invoice) return reply.code(400).send(failure('Invalid key.'));
    if (invoice.status !== 'Paid')
      return reply.code(400).send(failure('Only paid invoices can be refunded.'));
    const amount = body.Amount;
    if (Math.round((invoice.refunded + amount) * 100) > Math.round(invoice.value * 100)) {
      return reply.code(400).send(failure('The refund amount is more than the paid amount.'));
    }
    invoice.refunded += amount;
    return reply.send(
      success(
        {
          Key: body.Key,
          RefundId: random.int(1_000_000),
          RefundReference: `2030${digits(random, 9)}`,
          RefundInvoiceId: invoice.invoiceId,
          Amount: amount,
          Comment: body.Comment ?? null,
        },
        'Refund has been created successfully',
      ),
    );
  });

  const returnUrl = (invoice: SandboxInvoice): string => {
    const last = invoice.transactions.at(-1);
    const url = new URL(invoice.status === 'Paid' ? invoice.callbackUrl : invoice.errorUrl);
    url.searchParams.set('paymentId', last?.paymentId ?? '');
    url.searchParams.set('Id', last?.paymentId ?? '');
    return url.toString();
  };

  app.get<{ Params: { invoiceId: string }; Querystring: { lang?: string } }>(
    '/3ds/:invoiceId',
    async (request, reply) => {
      const language = pageLanguage(request.query.lang);
      const invoice = invoices.get(Number(request.params.invoiceId));
      if (!invoice)
        return sendHostedPage(
          reply,
          { html: renderPaymentNotFoundPage(language), csp: hostedPageCsp },
          404,
        );
      const path = `${baseUrl}/3ds/${invoice.invoiceId}`;
      const html = renderThreeDSecurePage({
        language,
        provider: 'MyFatoorah',
        description: invoice.customerReference,
        amount: formatAmount(invoice.value, invoice.currency, language),
        maskedCard: invoice.card.masked,
        actionPath: path,
        otherLanguagePath: `${path}?lang=${language === 'ar' ? 'en' : 'ar'}`,
        settled:
          invoice.status === 'Pending'
            ? null
            : { status: invoice.status, returnUrl: returnUrl(invoice) },
      });
      return sendHostedPage(reply, { html, csp: hostedPageCsp });
    },
  );

  app.post<{ Params: { invoiceId: string } }>('/3ds/:invoiceId', async (request, reply) => {
    const form = threeDSecureFormSchema.safeParse(request.body ?? {});
    const language = pageLanguage(form.success ? form.data.lang : undefined);
    const invoice = invoices.get(Number(request.params.invoiceId));
    if (!invoice)
      return sendHostedPage(
        reply,
        { html: renderPaymentNotFoundPage(language), csp: hostedPageCsp },
        404,
      );
    if (!form.success) return reply.redirect(`${baseUrl}/3ds/${invoice.invoiceId}`, 303);
    if (invoice.status === 'Pending') {
      const { outcome } = invoice.card;
      const failed =
        form.data.action === 'fail'
          ? failures.AUTHENTICATION
          : outcome.message === 'APPROVED'
            ? null
            : failures[outcome.message];
      const paymentId = `0707${digits(random, 16)}`;
      invoice.transactions.push({
        paymentId,
        status: failed ? 'Failed' : 'Succss',
        error: failed?.error ?? null,
        errorCode: failed?.code ?? null,
        date: clock.now(),
      });
      invoiceIdsByPaymentId.set(paymentId, invoice.invoiceId);
      invoice.status = failed ? 'Failed' : 'Paid';
    }
    return reply.redirect(returnUrl(invoice), 303);
  });
};
