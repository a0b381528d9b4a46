/** Where a built site serves {@link intlWarmUpWorker} (the root of `dist/`, beside the pages). */
export const intlWarmUpPath = '/intl-warm-up.js';

/**
 * The worker a page the API rendered starts once it has painted (`firstPaintLoader`,
 * docs/decisions/0046-first-screen-in-html.md): given the page's language, it has `Intl` load that
 * language's number and date data by making a first money and a first date formatter, then answers
 * and ends. The data `Intl` loads (ICU's) is kept for the whole renderer process, so the page's own
 * first formatters, on the main thread, find it loaded: 15–45 ms of main thread on this machine
 * (four times that on Lighthouse's phone) move to a thread of their own. Measured in Chromium: the
 * main thread's first `Intl.NumberFormat` 13–49 ms without the worker, 0.1–0.3 ms after its answer;
 * 14–40 ms when made while the worker is still at it (the two do the work twice), so the page waits
 * for the answer.
 *
 * Why written as text: the file is emitted as it is (vite/intl-warm-up-worker.ts), a classic script
 * allowed by the page's `script-src 'self'`; intl-warm-up.test.ts runs it.
 */
export const intlWarmUpWorker = `onmessage = function (event) {
  var language = String(event.data);
  try {
    new Intl.NumberFormat(language, { style: 'currency', currency: 'SAR' }).format(1);
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(0);
  } catch (error) {}
  postMessage('warm');
  close();
};
`;
