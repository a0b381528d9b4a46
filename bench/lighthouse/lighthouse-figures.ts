/** The figures one Lighthouse run gives for a page (times in ms, transfer in bytes). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  transferBytes: number;
  /** The page's own HTML, as transferred (compressed): the first screen rendered into it counts. */
  htmlBytes: number;
  /** Time to first byte of the page's HTML (Lighthouse's server response time, unthrottled). */
  ttfbMs: number;
}

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const score = (lhr: LighthouseResultLike, id: string) => lhr.categories[id]?.score ?? Number.NaN;
const numeric = (lhr: LighthouseResultLike, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** A request of the `network-requests` audit's table that is a document with its size. */
function isSizedDocument(item: unknown): item is { transferSize: number } {
  return (
    typeof item === 'object' &&
    item !== null &&
    'resourceType' in item &&
    item.resourceType === 'Document' &&
    'transferSize' in item &&
    typeof item.transferSize === 'number'
  );
}

/**
 * The transfer size of the first document the page loaded (its HTML), from `network-requests`;
 * its details are a union of Lighthouse's table kinds, so the shape is checked, not assumed.
 */
function htmlBytesOf(lhr: LighthouseResultLike): number {
  const details = lhr.audits['network-requests']?.details;
  const items =
    typeof details === 'object' && details !== null && 'items' in details ? details.items : [];
  const document = Array.isArray(items) ? items.find(isSizedDocument) : undefined;
  return document?.transferSize ?? Number.NaN;
}

/**
 * Picks the reported figures out of a Lighthouse result; a missing one is NaN (shown as "n/a").
 *
 * @example
 * const figures = lighthouseFigures(runnerResult.lhr);
 */
export function lighthouseFigures(lhr: LighthouseResultLike): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    htmlBytes: htmlBytesOf(lhr),
    ttfbMs: numeric(lhr, 'server-response-time'),
  };
}
