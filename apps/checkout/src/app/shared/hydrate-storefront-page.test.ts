// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import englishTexts from '../../i18n/dictionary-en.ts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import { hydrateStorefrontPage, hydrateStorefrontTree } from './hydrate-storefront-page.tsx';

/** A page as a storefront page renders it: its "Loading..." in the page language. */
const statusPage = (text: string) => createElement('p', { role: 'status' }, text);

/** The page's markup as the server renders it: in the same providers. */
function serverMarkup(text: string) {
  return renderToString(
    createElement(
      StrictMode,
      null,
      createElement(LanguageProviders, {
        i18n: createI18n('en', englishTexts),
        children: statusPage(text),
      }),
    ),
  );
}

function pageWith(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  document.title = '';
  vi.restoreAllMocks();
});

describe('hydrateStorefrontPage', () => {
  it('keeps the server’s elements once the page language’s texts are in, and sets the title', async () => {
    const container = pageWith(serverMarkup('Loading...'));
    const status = container.querySelector('p');
    hydrateStorefrontPage(container, {
      language: 'en',
      titleKey: 'widget.title',
      render: (i18n) => statusPage(i18n.t('common.loading')),
    });
    await waitFor(() => expect(document.title).toBe('Book and buy'));
    expect(container.querySelector('p')).toBe(status);
    expect(status?.textContent).toBe('Loading...');
  });

  it('reports a page whose first render is not the server’s markup (a hydration mismatch)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React reports a mismatch it recovered from on the window (\`reportError\`): the browser's
    // console shows it as an error, which the browser suite fails on.
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      reported.push(event.error);
    };
    window.addEventListener('error', onError);
    const container = pageWith(serverMarkup('Something else'));
    hydrateStorefrontPage(container, {
      language: 'en',
      titleKey: 'widget.title',
      render: (i18n) => statusPage(i18n.t('common.loading')),
    });
    await waitFor(() => expect(reported).toHaveLength(1));
    window.removeEventListener('error', onError);
    expect(String(reported[0])).toMatch(/hydrat/i);
    // React puts its own render in place of the server's.
    expect(container.textContent).toBe('Loading...');
  });
});

describe('hydrateStorefrontTree', () => {
  it('hydrates the page’s own whole tree, providers included, keeping the server’s elements', async () => {
    const container = pageWith(serverMarkup('Loading...'));
    const status = container.querySelector('p');
    hydrateStorefrontTree(container, {
      language: 'en',
      titleKey: 'shop.title',
      render: (i18n) =>
        createElement(
          StrictMode,
          null,
          createElement(LanguageProviders, {
            i18n,
            children: statusPage(i18n.t('common.loading')),
          }),
        ),
    });
    await waitFor(() => expect(document.title).toBe('Shop'));
    expect(container.querySelector('p')).toBe(status);
  });
});
