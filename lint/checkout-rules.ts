import type { Linter } from 'eslint';
import { featureBoundaryZones } from './feature-boundaries.ts';
import { physicalDirectionMessage, physicalDirectionPattern } from './physical-direction.ts';

/**
 * The checkout app's own rules: feature boundaries and logical-only (start/end) styling.
 * `moreZones` joins the repo-wide zones (one rule setting per file: a later one would replace them).
 */
export function checkoutRules(
  featuresDir: string,
  moreZones: readonly object[] = [],
): Linter.RulesRecord {
  return {
    'import-x/no-restricted-paths': [
      'error',
      { zones: [...featureBoundaryZones(featuresDir), ...moreZones] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `Literal[value=/${physicalDirectionPattern}/]`,
        message: physicalDirectionMessage,
      },
      {
        selector: `TemplateElement[value.raw=/${physicalDirectionPattern}/]`,
        message: physicalDirectionMessage,
      },
    ],
  };
}
