import { localize, type Language, type LocalizedText } from '@storefront/contracts';
import { escapeHtml } from '../hosted-page/escape-html.ts';
import { pageStyleSource, renderHostedPage } from '../moyasar/hosted-page.ts';
import { cardFormTexts as texts } from './card-form-texts.ts';

/**
 * The origin the embedding page passed (`parentOrigin`), or null unless it is exactly an http(s)
 * origin: it goes into the CSP and is the only target the form posts its result to.
 */
export function parentOriginOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The card form's CSP: its own script and calls, embeddable only by `parentOrigin`. */
export function cardFormCsp(sandboxOrigin: string, parentOrigin: string | null): string {
  return [
    "default-src 'none'",
    `script-src ${sandboxOrigin}`,
    `connect-src ${sandboxOrigin}`,
    `style-src ${pageStyleSource}`,
    `frame-ancestors ${parentOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function field(
  language: Language,
  name: 'number' | 'name' | 'expiry' | 'cvc',
  label: LocalizedText,
  attributes: string,
): string {
  const id = `card-${name}`;
  return `<div class="field">
<label for="${id}">${escapeHtml(localize(label, language))}</label>
<input id="${id}" name="${name}" ${attributes} required>
<p class="error" id="${id}-error" aria-live="polite"></p>
</div>`;
}

/**
 * The embedded card form (the iframe `myFatoorah.init` renders). Its script (`card-form.js`)
 * posts the card when the parent says `mf-submit` and answers `mf-result`.
 */
export function renderCardFormPage(input: {
  language: Language;
  sessionId: string;
  parentOrigin: string;
  submitUrl: string;
  scriptUrl: string;
}): string {
  const { language } = input;
  const t = (text: LocalizedText) => escapeHtml(localize(text, language));
  return renderHostedPage({
    language,
    title: localize(texts.title, language),
    bodyClass: 'embedded',
    head: `<script src="${escapeHtml(input.scriptUrl)}" defer></script>`,
    body: `<div id="card-form-root" data-session-id="${escapeHtml(input.sessionId)}" data-parent-origin="${escapeHtml(input.parentOrigin)}" data-submit-url="${escapeHtml(input.submitUrl)}" data-lang="${language}" data-network-error="${t(texts.networkError)}"></div>
<h1>${t(texts.title)}</h1>
<form id="card-form" novalidate>
${field(language, 'number', texts.number, 'inputmode="numeric" autocomplete="cc-number" dir="ltr"')}
${field(language, 'name', texts.name, 'autocomplete="cc-name"')}
<div class="row">
${field(language, 'expiry', texts.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr"')}
${field(language, 'cvc', texts.cvc, 'inputmode="numeric" autocomplete="cc-csc" dir="ltr"')}
</div>
</form>
<p class="note">${t(texts.sandboxNote)}</p>`,
  });
}

/** The page shown when the form is opened without a valid `parentOrigin`. */
export function renderBadParentPage(language: Language): string {
  const t = (text: LocalizedText) => escapeHtml(localize(text, language));
  return renderHostedPage({
    language,
    title: localize(texts.title, language),
    body: `<h1>${t(texts.title)}</h1>\n<p>${t(texts.badParent)}</p>`,
  });
}
