import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-line.ts';

// Presentation forms (Unicode's Arabic Presentation Forms-B) of the letters used below.
const forms = {
  rehIsolated: '\ufead',
  qafInitial: '\ufed7',
  mimFinal: '\ufee2',
  lamAlef: '\ufefb',
};

describe('visualRuns', () => {
  it('keeps a Latin line as it is, in one run', () => {
    expect(visualRuns('Invoice INV-7', 'ltr')).toEqual([{ text: 'Invoice INV-7', font: 'latin' }]);
  });

  it('joins Arabic letters into their contextual forms, in reading order for the font engine', () => {
    // "رقم": reh does not join to the next letter, so qaf starts a word-part and mim ends it.
    expect(visualRuns('رقم', 'rtl')).toEqual([
      { text: `${forms.rehIsolated}${forms.qafInitial}${forms.mimFinal}`, font: 'arabic' },
    ]);
  });

  it('makes lam-alef one ligature', () => {
    expect(visualRuns('لا', 'rtl')).toEqual([{ text: forms.lamAlef, font: 'arabic' }]);
  });

  it('orders an Arabic line for drawing: the number first, then the Arabic label, brackets mirrored', () => {
    const runs = visualRuns('رقم (INV-7)', 'rtl');
    expect(runs.map((run) => run.font)).toEqual(['latin', 'arabic']);
    // Drawn in page order: "(INV-7) " then the Arabic word; the brackets read the right way round.
    expect(runs[0]!.text).toBe('(INV-7) ');
  });

  it('drops the direction marks Intl writes around Arabic amounts', () => {
    const runs = visualRuns('\u200f230.00 ر.س.\u200f', 'rtl');
    expect(runs.map((run) => run.text).join('')).not.toMatch(/[\u200e\u200f\u061c]/u);
    expect(runs.some((run) => run.text.includes('230.00'))).toBe(true);
  });
});
