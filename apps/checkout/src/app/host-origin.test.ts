import { describe, expect, it } from 'vitest';
import { hostTargetOriginFor } from './host-origin.ts';

const ownOrigin = 'https://checkout.example.com';

describe('hostTargetOriginFor', () => {
  it('takes the host origin the host passed when the configuration lists it', () => {
    expect(
      hostTargetOriginFor({
        requested: 'https://shop.example.com/some/page',
        allowed: ['https://shop.example.com'],
        ownOrigin,
      }),
    ).toBe('https://shop.example.com');
  });

  it('falls back to the checkout’s own origin for an origin nobody configured', () => {
    expect(hostTargetOriginFor({ requested: 'https://evil.example', allowed: [], ownOrigin })).toBe(
      ownOrigin,
    );
  });

  it('uses the checkout’s own origin when none or a bad one is passed', () => {
    expect(hostTargetOriginFor({ requested: null, allowed: [], ownOrigin })).toBe(ownOrigin);
    expect(hostTargetOriginFor({ requested: '*', allowed: ['*'], ownOrigin })).toBe(ownOrigin);
    expect(hostTargetOriginFor({ requested: 'javascript:alert(1)', allowed: [], ownOrigin })).toBe(
      ownOrigin,
    );
  });
});
