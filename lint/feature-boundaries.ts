import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One `import-x/no-restricted-paths` zone per feature folder: a feature may import from itself and
 * shared code, never from another feature (app/ wires features together). Read from disk so a new
 * feature is covered without editing the lint config. One more zone keeps every feature off app/
 * (the app folder beside features/): the arrow runs from app/ to the features only.
 */
export function featureBoundaryZones(featuresDir: string) {
  let features: string[] = [];
  try {
    features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return [
    ...features.map((feature) => ({
      target: path.join(featuresDir, feature),
      from: featuresDir,
      except: [`./${feature}`],
      message: 'A feature must not import another feature; compose them in app/.',
    })),
    {
      target: featuresDir,
      from: path.join(featuresDir, '..', 'app'),
      message:
        'A feature must not import app/: app/ composes the features; move what both need below them.',
    },
  ];
}
