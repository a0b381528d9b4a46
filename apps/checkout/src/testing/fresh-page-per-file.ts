import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomGaps } from './dom-gaps.ts';

/** The address jsdom gives a new page (Vitest's default `url`). */
const newPageUrl = 'http://localhost:3000/';

/**
 * The checkout project's setup file, run before each test file. Its test files share a worker's
 * jsdom page and loaded modules (`isolate: false` in vitest.config.ts: importing React, the app
 * and a new jsdom per file was most of the project's time), so each file starts from what a new
 * page would give it: no storage, cookies, attributes or nodes (`<html><head></head><body>
 * </body></html>`), at jsdom's first address. Testing Library unmounts what a test rendered after
 * it (it cannot register that itself: Vitest runs without globals, and a module that files share
 * registers its hooks only for the first).
 */
if (typeof window !== 'undefined') {
  installDomGaps();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  for (const element of [document.documentElement, document.body]) {
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, '', newPageUrl);
  afterEach(cleanup);
}

// Screens load their parts with lazy imports (the confirmation, the account's routes, the toasts):
// on the shared two-core machine a first import can take more than Testing Library's default
// second to appear. Set here, for every file alike, since a configure() in a shared helper module
// would hold for whichever files happened to run after it in the same worker.
configure({ asyncUtilTimeout: 5_000 });
