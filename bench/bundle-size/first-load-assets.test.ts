import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadAssets } from './first-load-assets.ts';

let distDir = '';

function writeDist(files: Record<string, string>): string {
  distDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), content);
  }
  return distDir;
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('firstLoadAssets', () => {
  it('takes the entry script, module preloads and stylesheets of index.html', () => {
    const dist = writeDist({
      'index.html': `<!doctype html><head>
        <script type="module" crossorigin src="/assets/index-a.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
        <link rel="stylesheet" crossorigin href="/assets/index-c.css">
        <link rel="icon" href="/favicon.svg">
        <script src="https://cdn.example.com/external.js"></script>
      </head>`,
      'assets/index-a.js': 'console.log(1)',
      'assets/vendor-b.js': 'export const b = 1',
    });
    expect(firstLoadAssets(dist)).toEqual({
      scripts: ['assets/index-a.js', 'assets/vendor-b.js'],
      styles: ['assets/index-c.css'],
    });
  });

  it('follows static imports transitively and leaves dynamic imports out', () => {
    const dist = writeDist({
      'index.html': '<script type="module" src="/assets/index.js"></script>',
      'assets/index.js':
        'import{a as x}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");',
      'assets/shared.js': 'export{c}from"./deep.js";export const a=1',
      'assets/side.js': '',
      'assets/deep.js': 'export const c=1',
      'assets/lazy.js': 'export default 1',
    });
    expect(firstLoadAssets(dist).scripts).toEqual([
      'assets/deep.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/side.js',
    ]);
  });
});
