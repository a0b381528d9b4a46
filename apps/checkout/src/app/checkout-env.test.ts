import { describe, expect, it } from 'vitest';
import { readCheckoutEnv } from './checkout-env.ts';

describe('readCheckoutEnv', () => {
  it('defaults the API to the page’s own origin with no host origins or own hosts', () => {
    expect(readCheckoutEnv({}, 'https://checkout.example.com')).toEqual({
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
        'https://checkout.example.com',
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      hostOrigins: ['https://shop.example.com', 'https://app.example.com'],
      ownHosts: ['shop.example.com', 'app.example.com'],
    });
  });

  it('refuses a host origin that is not a URL, naming the variable', () => {
    expect(() => readCheckoutEnv({ VITE_HOST_ORIGINS: 'shop' }, 'https://c.example')).toThrow(
      /VITE_HOST_ORIGINS/,
    );
  });
});
