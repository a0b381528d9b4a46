import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The files a browser fetches before the checkout's first paint, relative to `dist/`. */
export interface FirstLoadAssets {
  scripts: string[];
  styles: string[];
  fonts: string[];
}

/** What the page loads at start-up beyond index.html's own tags. */
export interface StartupLoads {
  /**
   * Manifest keys (source paths, e.g. `src/i18n/dictionary-ar.ts`) of modules the page imports
   * dynamically at start-up, before its first paint. Each is counted with its own imports.
   */
  dynamicImports?: readonly string[];
  /** Manifest keys, or their endings, of fonts the page preloads from a script. */
  fonts?: readonly string[];
  /** The page, under `dist/`: `index.html` (the checkout) by default, `widget.html` for the widgets. */
  page?: string;
  /** The build's manifest under `dist/`: `.vite/manifest.json` by default (the widgets' own build writes another). */
  manifest?: string;
}

/** One chunk of Vite's `build.manifest` (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The value of `name="…"` (or single-quoted) in one tag's text, or null. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** A root-relative or relative URL of index.html as a path under `dist/`; null when external. */
function distPath(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null;
  return path.posix.normalize(url.replace(/^\//, '').split(/[?#]/)[0] ?? '');
}

function readManifest(distDir: string, name: string): Record<string, ManifestChunk> {
  const file = path.join(distDir, name);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the checkout with build.manifest on.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * What a page (the checkout's `dist/index.html` unless `startup.page` names another) loads before
 * its first paint, read from the page and Vite's
 * manifest: the `<script type="module">`, `<link rel="modulepreload">`, `<link rel="stylesheet">`
 * and `<link rel="preload" as="font">` of index.html; every chunk those scripts import statically
 * (transitively, with the CSS the manifest ties to them); the start-up dynamic imports named in
 * `startup` with theirs; and the fonts `startup` says a script preloads. Other dynamic imports
 * (screens loaded on demand) are left out. Tags are read with regular expressions: the file is
 * Vite's own output, one tag per element, so an HTML parser would add a dependency for nothing.
 *
 * @example
 * firstLoadAssets('apps/checkout/dist', { dynamicImports: ['src/i18n/dictionary-ar.ts'] });
 */
export function firstLoadAssets(distDir: string, startup: StartupLoads = {}): FirstLoadAssets {
  const manifest = readManifest(distDir, startup.manifest ?? '.vite/manifest.json');
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(path.join(distDir, startup.page ?? 'index.html'), 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fonts = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    const file = url === null ? null : distPath(url);
    if (file === null) continue;
    if (isScript || rel === 'modulepreload') scripts.add(file);
    else if (rel === 'stylesheet') styles.add(file);
    else if (rel === 'preload' && attribute(tag, 'as') === 'font') fonts.add(file);
  }
  for (const key of startup.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    scripts.add(chunk.file);
  }
  for (const ending of startup.fonts ?? []) {
    const key = Object.keys(manifest).find((name) => name.endsWith(ending));
    const font = key === undefined ? undefined : manifest[key];
    if (!font) throw new Error(`No font ${ending} in the build's manifest`);
    fonts.add(font.file);
  }
  const pending = [...scripts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const chunk = byFile.get(file);
    for (const css of chunk?.css ?? []) styles.add(css);
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key]?.file;
      if (imported !== undefined && !scripts.has(imported)) {
        scripts.add(imported);
        pending.push(imported);
      }
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), fonts: [...fonts].sort() };
}
