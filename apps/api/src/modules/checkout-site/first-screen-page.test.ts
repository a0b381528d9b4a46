import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withScriptHash } from './first-screen-page.ts';

const script = '(function () { start(); })();';
const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('withScriptHash', () => {
  it('adds the script’s hash to script-src and changes nothing else', () => {
    const policy = "default-src 'self';script-src 'self' https://pay.test;style-src 'self'";
    expect(withScriptHash(policy, script)).toBe(
      `default-src 'self';script-src 'self' https://pay.test ${hash};style-src 'self'`,
    );
  });

  it('makes script-src from default-src when the policy has none, allowing nothing more', () => {
    expect(withScriptHash("default-src 'self' https://a.test; img-src *", script)).toBe(
      `default-src 'self' https://a.test;img-src *;script-src 'self' https://a.test ${hash}`,
    );
    expect(withScriptHash("default-src 'none'", script)).toBe(
      `default-src 'none';script-src ${hash}`,
    );
  });

  it('does not take script-src-attr or script-src-elem for script-src', () => {
    expect(withScriptHash("script-src-attr 'none'", script)).toBe(
      `script-src-attr 'none';script-src 'self' ${hash}`,
    );
  });
});
