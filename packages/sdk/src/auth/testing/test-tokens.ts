import { UnsecuredJWT } from 'jose';

let serial = 0;

/** An unsigned JWT carrying `claims` (unique per call), for tests that read claims. */
export function testJwt(claims: Record<string, unknown> = { CustomerId: 'customer-1' }): string {
  serial += 1;
  return new UnsecuredJWT({ ...claims, jti: `test-${serial}` }).encode();
}
