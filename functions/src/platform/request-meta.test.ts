import { describe, expect, it } from 'vitest';
import { clientAddress, PRODUCTION_TRUSTED_HOPS, requestMetaOf, trustedHops } from './request-meta';

describe("the caller's address", () => {
  it('is the entry our own proxies appended, whatever the client put before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; Hosting appended the client's real address,
    // Google's front end appended Hosting's.
    const header = '1.2.3.4, 198.51.100.23, 130.211.0.9';
    expect(clientAddress(header, '10.0.0.1', PRODUCTION_TRUSTED_HOPS)).toBe('198.51.100.23');
    expect(clientAddress('9.9.9.9, 8.8.8.8, 1.2.3.4, 198.51.100.23, 130.211.0.9', undefined, 2)).toBe('198.51.100.23');
  });

  it('takes the entry nearest to us when there are fewer than expected, and never a non-address', () => {
    expect(clientAddress('1.2.3.4, 198.51.100.23', '10.0.0.1', 3)).toBe('198.51.100.23');
    expect(clientAddress('<script>, 130.211.0.9', undefined, 2)).toBe('unknown');
    expect(clientAddress(undefined, '203.0.113.5', 2)).toBe('203.0.113.5');
    expect(clientAddress('', undefined, 2)).toBe('unknown');
  });

  it('keeps the raw header as evidence, truncated, beside the address it chose', () => {
    const meta = requestMetaOf({ headers: { 'x-forwarded-for': `${'6.6.6.6, '.repeat(100)}198.51.100.23, 130.211.0.9`, 'user-agent': 'x'.repeat(600) } }, 2);
    expect(meta.ip).toBe('198.51.100.23');
    expect(meta.forwardedFor).toHaveLength(512);
    expect(meta.userAgent).toHaveLength(512);
  });

  it('trusts two hops in production, one on the emulators, or what the deploy configures', () => {
    expect(trustedHops({}, false)).toBe(2);
    expect(trustedHops({}, true)).toBe(1);
    expect(trustedHops({ KINLOAN_TRUSTED_PROXY_HOPS: '3' }, false)).toBe(3);
    expect(trustedHops({ KINLOAN_TRUSTED_PROXY_HOPS: 'lots' }, false)).toBe(2);
  });
});
