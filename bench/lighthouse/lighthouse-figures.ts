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
}

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const score = (lhr: LighthouseResultLike, id: string) => lhr.categories[id]?.score ?? Number.NaN;
const numeric = (lhr: LighthouseResultLike, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

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
  };
}
