import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The files a browser fetches before the checkout can run, relative to `dist/`. */
export interface FirstLoadAssets {
  scripts: string[];
  styles: string[];
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

/**
 * Static imports of a built ES module (`import{a as b}from"./x.js"`, `import"./y.js"`,
 * `export{c}from"./z.js"`), as paths under `dist/`. Dynamic `import("./lazy.js")` is left out:
 * it loads later, not on first load.
 */
function staticImports(distDir: string, file: string): string[] {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const specifiers = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) =>
      specifier.startsWith('/')
        ? specifier.slice(1)
        : path.posix.join(path.posix.dirname(file), specifier),
    );
}

/**
 * The first-load JavaScript and CSS of a Vite build: the `<script type="module" src>`,
 * `<link rel="modulepreload" href>` and `<link rel="stylesheet" href>` of `dist/index.html`, plus
 * every module those scripts import statically (transitively). Tags are read with regular
 * expressions: the file is Vite's own output, one tag per element, so an HTML parser would add
 * a dependency for nothing.
 *
 * @example
 * firstLoadAssets('apps/checkout/dist'); // { scripts: ['assets/index-abc.js'], styles: [...] }
 */
export function firstLoadAssets(distDir: string): FirstLoadAssets {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    const file = url === null ? null : distPath(url);
    if (file === null) continue;
    if (isScript || rel === 'modulepreload') scripts.add(file);
    else if (rel === 'stylesheet') styles.add(file);
  }
  const pending = [...scripts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const imported of staticImports(distDir, file)) {
      if (!scripts.has(imported)) {
        scripts.add(imported);
        pending.push(imported);
      }
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
