import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadAssets } from './first-load-assets.ts';

let distDir = '';

function writeDist(files: Record<string, string>, manifest: Record<string, unknown>): string {
  distDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  const all = { ...files, '.vite/manifest.json': JSON.stringify(manifest) };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), content);
  }
  return distDir;
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('firstLoadAssets', () => {
  it('takes the scripts, module preloads, stylesheets and font preloads of index.html', () => {
    const dist = writeDist(
      {
        'index.html': `<!doctype html><head>
        <script type="module" async crossorigin src="/assets/startup-s.js"></script>
        <script type="module" crossorigin src="/assets/index-a.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
        <link rel="stylesheet" crossorigin href="/assets/index-c.css">
        <link rel="preload" as="font" crossorigin href="/assets/font-d.woff2">
        <link rel="icon" href="/favicon.svg">
        <script src="https://cdn.example.com/external.js"></script>
      </head>`,
      },
      {
        'index.html': {
          file: 'assets/index-a.js',
          imports: ['_vendor-b.js'],
          css: ['assets/index-c.css'],
        },
        '_vendor-b.js': { file: 'assets/vendor-b.js' },
        'src/startup.ts': { file: 'assets/startup-s.js' },
      },
    );
    expect(firstLoadAssets(dist)).toEqual({
      scripts: ['assets/index-a.js', 'assets/startup-s.js', 'assets/vendor-b.js'],
      styles: ['assets/index-c.css'],
      fonts: ['assets/font-d.woff2'],
    });
  });

  it('follows static imports transitively, and of dynamic imports only the start-up ones', () => {
    const dist = writeDist(
      { 'index.html': '<script type="module" src="/assets/index.js"></script>' },
      {
        'index.html': {
          file: 'assets/index.js',
          imports: ['_shared.js'],
          dynamicImports: ['src/texts-ar.ts', 'src/rare-screen.tsx'],
        },
        '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
        '_deep.js': { file: 'assets/deep.js', css: ['assets/deep.css'] },
        'src/texts-ar.ts': { file: 'assets/texts-ar.js', imports: ['_messages.js'] },
        '_messages.js': { file: 'assets/messages.js' },
        'src/rare-screen.tsx': { file: 'assets/rare-screen.js', imports: ['_rare-lib.js'] },
        '_rare-lib.js': { file: 'assets/rare-lib.js' },
        '../../node_modules/font/files/arabic-400.woff2': { file: 'assets/arabic-400-x.woff2' },
      },
    );
    expect(
      firstLoadAssets(dist, { dynamicImports: ['src/texts-ar.ts'], fonts: ['arabic-400.woff2'] }),
    ).toEqual({
      scripts: [
        'assets/deep.js',
        'assets/index.js',
        'assets/messages.js',
        'assets/shared.js',
        'assets/texts-ar.js',
      ],
      styles: ['assets/deep.css'],
      fonts: ['assets/arabic-400-x.woff2'],
    });
  });

  it('refuses a build without a manifest, or a start-up import the build does not have', () => {
    const dist = writeDist({ 'index.html': '' }, {});
    expect(() => firstLoadAssets(dist, { dynamicImports: ['src/gone.ts'] })).toThrow(/gone/);
    rmSync(path.join(dist, '.vite'), { recursive: true });
    expect(() => firstLoadAssets(dist)).toThrow(/manifest/);
  });

  it('reads another page with its own manifest (the widgets’ build)', () => {
    const dist = writeDist(
      {
        'widget.html': '<script type="module" src="/assets/widget.js"></script>',
        '.vite/manifest-widget.json': JSON.stringify({
          'widget.html': { file: 'assets/widget.js', dynamicImports: ['src/w.tsx'] },
          'src/w.tsx': { file: 'assets/w.js', imports: ['_x.js'] },
          '_x.js': { file: 'assets/x.js', css: ['assets/x.css'] },
        }),
      },
      {},
    );
    expect(
      firstLoadAssets(dist, {
        page: 'widget.html',
        manifest: '.vite/manifest-widget.json',
        dynamicImports: ['src/w.tsx'],
      }),
    ).toEqual({
      scripts: ['assets/w.js', 'assets/widget.js', 'assets/x.js'],
      styles: ['assets/x.css'],
      fonts: [],
    });
  });
});
