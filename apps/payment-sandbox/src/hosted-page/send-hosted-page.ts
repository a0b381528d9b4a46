import type { FastifyReply } from 'fastify';

/**
 * Answers a hosted page with the Content-Security-Policy drawn for it; never cached, as the page
 * shows a payment's current state.
 *
 * @example
 * return sendHostedPage(reply, renderInstalmentPage(tabbyPage, view));
 */
export function sendHostedPage(
  reply: FastifyReply,
  page: { html: string; csp: string },
  status = 200,
): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .send(page.html);
}
