import { localize, type ConnectTokenError, type LocalizedText } from '@storefront/contracts';

/**
 * A refused `/connect/token` call, answered OAuth 2.0 style: 400
 * `{ "error": "invalid_grant", "error_description": "…" }` (docs/product/wire-conventions.md), the
 * description in the request's language (a customer may read it: "The code is not correct").
 *
 * @example
 * throw new OAuthError('invalid_grant', oauthMessages.codeExpired);
 */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  readonly error: ConnectTokenError['error'];
  readonly description: LocalizedText;

  constructor(error: ConnectTokenError['error'], description: LocalizedText) {
    super(description.en);
    this.error = error;
    this.description = description;
  }

  toBody(language: string): ConnectTokenError {
    return { error: this.error, error_description: localize(this.description, language) };
  }
}
