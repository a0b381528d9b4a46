import { describe, expect, it } from 'vitest';
import { debianChromiumPaths, findChromium, type ChromiumSearch } from './find-chromium.ts';

function search(present: string[], overrides: Partial<ChromiumSearch> = {}): ChromiumSearch {
  return {
    fromEnvironment: undefined,
    playwrightPath: () => '/home/me/.cache/ms-playwright/chromium-1/chrome',
    debianPaths: debianChromiumPaths,
    exists: (path) => present.includes(path),
    ...overrides,
  };
}

describe('findChromium: E2E_CHROMIUM, then Playwright’s Chromium, then Debian’s', () => {
  it('takes E2E_CHROMIUM first', () => {
    const found = findChromium(
      search(['/opt/chrome', '/usr/bin/chromium'], { fromEnvironment: '/opt/chrome' }),
    );
    expect(found).toEqual({ path: '/opt/chrome', source: 'E2E_CHROMIUM' });
  });

  it('refuses an E2E_CHROMIUM that does not exist rather than testing another browser', () => {
    expect(() =>
      findChromium(search(['/usr/bin/chromium'], { fromEnvironment: '/opt/missing' })),
    ).toThrow('E2E_CHROMIUM is /opt/missing, which does not exist.');
  });

  it('prefers Playwright’s installed Chromium to Debian’s', () => {
    const playwright = '/home/me/.cache/ms-playwright/chromium-1/chrome';
    expect(findChromium(search([playwright, '/usr/bin/chromium']))).toEqual({
      path: playwright,
      source: 'playwright',
    });
  });

  it('falls back to Debian’s package, under either name', () => {
    expect(findChromium(search(['/usr/bin/chromium']))?.path).toBe('/usr/bin/chromium');
    expect(findChromium(search(['/usr/bin/chromium-browser']))?.source).toBe('debian');
    expect(findChromium(search(['/usr/bin/chromium'], { playwrightPath: () => null }))).toEqual({
      path: '/usr/bin/chromium',
      source: 'debian',
    });
  });

  it('finds nothing when there is no browser', () => {
    expect(findChromium(search([]))).toBeNull();
  });
});
