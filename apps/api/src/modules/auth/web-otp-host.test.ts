import { describe, expect, it } from 'vitest';
import { webOtpHost } from './web-otp-host.ts';

const publicUrl = 'https://pay.example.com';
const allowed = ['https://shop.example.com', 'http://localhost:5422'];

describe('webOtpHost', () => {
  it("binds the code to the asking page's host when its origin is allowed", () => {
    expect(webOtpHost('https://shop.example.com', allowed, publicUrl)).toBe('shop.example.com');
    // The SMS line carries a host, never a port or scheme (the WebOTP format has none).
    expect(webOtpHost('http://localhost:5422', allowed, publicUrl)).toBe('localhost');
  });

  it("binds the code to the checkout's own host for its own origin", () => {
    expect(webOtpHost('https://pay.example.com', allowed, publicUrl)).toBe('pay.example.com');
  });

  it("falls back to the checkout's host for a missing, opaque, malformed or foreign origin", () => {
    expect(webOtpHost(undefined, allowed, publicUrl)).toBe('pay.example.com');
    expect(webOtpHost('null', allowed, publicUrl)).toBe('pay.example.com');
    expect(webOtpHost('not a url', allowed, publicUrl)).toBe('pay.example.com');
    expect(webOtpHost('https://evil.example', allowed, publicUrl)).toBe('pay.example.com');
    // Same host, other scheme or port: another origin, so not allowed.
    expect(webOtpHost('http://shop.example.com', allowed, publicUrl)).toBe('pay.example.com');
    expect(webOtpHost('http://localhost:9999', allowed, publicUrl)).toBe('pay.example.com');
  });
});
