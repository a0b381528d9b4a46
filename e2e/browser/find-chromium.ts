/** Where the browser suite's Chromium came from. */
export type ChromiumSource = 'E2E_CHROMIUM' | 'playwright' | 'debian';

/** A Chromium the browser suite can launch. */
export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

/** What the search looks at; injected so the order is tested without a file system. */
export interface ChromiumSearch {
  /** `E2E_CHROMIUM`: a path chosen by the person running the suite. */
  fromEnvironment: string | undefined;
  /** Playwright's own Chromium (`npx playwright install chromium`), where it would be. */
  playwrightPath: () => string | null;
  /** Debian's `chromium` package and its older name. */
  debianPaths: readonly string[];
  exists: (path: string) => boolean;
}

/** The paths Debian's and Ubuntu's packages install Chromium at. */
export const debianChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'] as const;

/** The one line `npm test` ends with when no browser could be found or installed. */
export const noChromiumMessage =
  'The browser suite needs Chromium: run `npx playwright install chromium` ' +
  '(or `sudo apt-get install chromium` on Debian), or set E2E_CHROMIUM to a Chromium binary.';

/**
 * The browser for the suite: `E2E_CHROMIUM` when set (and then only it: a wrong path is an error,
 * not a reason to test in another browser), then Playwright's installed Chromium, then Debian's.
 * `null` when there is none.
 *
 * @example
 * findChromium({ fromEnvironment: undefined, playwrightPath: () => null, debianPaths: debianChromiumPaths, exists: existsSync });
 */
export function findChromium(search: ChromiumSearch): FoundChromium | null {
  if (search.fromEnvironment) {
    if (!search.exists(search.fromEnvironment)) {
      throw new Error(`E2E_CHROMIUM is ${search.fromEnvironment}, which does not exist.`);
    }
    return { path: search.fromEnvironment, source: 'E2E_CHROMIUM' };
  }
  const playwright = search.playwrightPath();
  if (playwright !== null && search.exists(playwright)) {
    return { path: playwright, source: 'playwright' };
  }
  const debian = search.debianPaths.find((path) => search.exists(path));
  return debian === undefined ? null : { path: debian, source: 'debian' };
}
