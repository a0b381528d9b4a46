import { describe, expect, it } from 'vitest';
import { readCheckoutEnv, type PageAsServed } from './checkout-env.ts';

function served(origin: string, apiBaseMeta?: string): PageAsServed {
  return { origin, apiBaseMeta };
}

describe('readCheckoutEnv', () => {
  it('defaults the API to the page’s own origin with no host origins or own hosts', () => {
    expect(readCheckoutEnv({}, served('https://checkout.example.com'))).toEqual({
      apiBaseUrl: 'https://checkout.example.com',
      hostOrigins: [],
      ownHosts: [],
    });
  });

  it('reads the API base URL and the comma-separated lists', () => {
    expect(
      readCheckoutEnv(
        {
          VITE_API_BASE_URL: 'https://api.example.com/',
          VITE_HOST_ORIGINS: 'https://shop.example.com/, https://app.example.com',
          VITE_OWN_HOSTS: 'shop.example.com,app.example.com',
        },
        served('https://checkout.example.com'),
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      hostOrigins: ['https://shop.example.com', 'https://app.example.com'],
      ownHosts: ['shop.example.com', 'app.example.com'],
    });
  });

  it('refuses a host origin that is not a URL, naming the variable', () => {
    expect(() =>
      readCheckoutEnv({ VITE_HOST_ORIGINS: 'shop' }, served('https://c.example')),
    ).toThrow(/VITE_HOST_ORIGINS/);
  });

  it('takes the API the page was served with over the build’s', () => {
    const env = readCheckoutEnv(
      { VITE_API_BASE_URL: 'https://built.example.com' },
      served('https://checkout.example.com', 'https://api.example.com/'),
    );
    expect(env.apiBaseUrl).toBe('https://api.example.com');
  });

  it('refuses a served API that is not a URL, naming the meta element', () => {
    expect(() => readCheckoutEnv({}, served('https://c.example', 'api.example.com'))).toThrow(
      /<meta name="storefront-api">/,
    );
  });
});
