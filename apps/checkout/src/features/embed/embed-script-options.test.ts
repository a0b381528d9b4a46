import { describe, expect, it } from 'vitest';
import { readEmbedScriptOptions } from './embed-script-options.ts';

const script = (src: string, dataset: Record<string, string>) => ({ src, dataset });

describe('readEmbedScriptOptions', () => {
  it('takes the storefront from the script’s own address, the tenant and language from its data', () => {
    expect(
      readEmbedScriptOptions(
        script('https://storefront.example.com/embed.js?v=2', { tenant: 'demo', lang: 'en' }),
        'ar',
      ),
    ).toEqual({
      storefrontOrigin: 'https://storefront.example.com',
      tenant: 'demo',
      language: 'en',
    });
  });

  it('falls back to the page’s language, and to Arabic for anything but English', () => {
    const src = 'http://127.0.0.1:8080/embed.js';
    expect(readEmbedScriptOptions(script(src, { tenant: 'demo' }), 'en')?.language).toBe('en');
    expect(
      readEmbedScriptOptions(script(src, { tenant: 'demo', lang: 'fr' }), 'en')?.language,
    ).toBe('ar');
  });

  it('mounts nothing without a tenant or a script', () => {
    expect(readEmbedScriptOptions(script('https://s.example/embed.js', {}), 'ar')).toBeNull();
    expect(
      readEmbedScriptOptions(script('https://s.example/embed.js', { tenant: ' ' }), 'ar'),
    ).toBeNull();
    expect(readEmbedScriptOptions(null, 'ar')).toBeNull();
  });
});
