/**
 * The brand's page CSP opens the sign-in providers' hosts it configures, and no other brand's:
 * checked on the preview's served headers, one sandbox per brand.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchant, scratchMerchants } from '../scripts/helpers.ts';
import { startSandbox, type TestSandbox } from './helpers.ts';

const FIREBASE = { apiKey: 'AIzaSyA1234567890abcdefghij', authDomain: 'social-demo.firebaseapp.com', projectId: 'social-demo', appId: '1:123:web:abc' };
const BRANDS = {
  plain: {},
  social: { facebook: { appId: '1234567890' }, google: { clientId: '123-abc.apps.googleusercontent.com' } },
  phone: { firebase: FIREBASE },
} as const;

type Brand = keyof typeof BRANDS;

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('per-brand CSP for sign-in SDKs', () => {
  const servers = new Map<Brand, TestSandbox>();
  const csp = new Map<Brand, Map<string, string[]>>();
  beforeAll(async () => {
    const merchantsDir = scratchMerchants();
    const dist = join(merchantsDir, 'dist');
    for (const [brand, signIn] of Object.entries(BRANDS) as [Brand, object][]) {
      addMerchant(merchantsDir, brand, (json) => { if (Object.keys(signIn).length > 0) json['signIn'] = signIn; });
      mkdirSync(join(dist, brand), { recursive: true });
      writeFileSync(join(dist, brand, 'index.html'), '<!doctype html><title>brand</title>');
      const server = await startSandbox({ merchant: brand, merchantsDir, staticDir: dist, rateLimits: false });
      servers.set(brand, server);
      const header = (await server.app.inject({ method: 'GET', url: '/m/login' })).headers['content-security-policy'];
      csp.set(brand, directives(String(header)));
    }
  }, 90_000); // three sandboxes, each generating its key pair: 30 s ran out with both cores busy
  afterAll(async () => { for (const server of servers.values()) await server.close(); });

  it('a brand with no providers keeps the strict CSP: only its own origin, DOMPurify\'s and the service worker\'s the only policies', () => {
    const plain = csp.get('plain');
    expect(plain?.get('script-src')).toEqual(["'self'"]);
    expect(plain?.get('connect-src')).toEqual(["'self'"]);
    expect(plain?.has('frame-src')).toBe(false);
    expect(plain?.get('trusted-types')).toEqual(['dompurify', 'service-worker']);
    expect(plain?.get('worker-src')).toEqual(["'self'"]);
  });

  it('a brand with Facebook and Google allows exactly their SDK hosts, not Firebase\'s', () => {
    const social = csp.get('social');
    expect(social?.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net', 'https://accounts.google.com/gsi/client']);
    expect(social?.get('frame-src')).toEqual(["'self'", 'https://www.facebook.com', 'https://web.facebook.com', 'https://accounts.google.com/gsi/']);
    expect(social?.get('connect-src')).toEqual(["'self'", 'https://graph.facebook.com', 'https://www.facebook.com', 'https://accounts.google.com/gsi/']);
    expect(social?.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(social?.get('trusted-types')).toEqual(['dompurify', 'service-worker', 'default']);
    expect([...social?.values() ?? []].flat().join(' ')).not.toMatch(/recaptcha|googleapis/);
  });

  it('a brand with Firebase phone verification allows reCAPTCHA and Firebase Auth\'s API, no social SDK', () => {
    const phone = csp.get('phone');
    expect(phone?.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(phone?.get('connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect([...phone?.values() ?? []].flat().join(' ')).not.toMatch(/facebook|gsi/);
  });

  it('no brand gets eval, inline script or a wildcard host', () => {
    for (const policy of csp.values()) {
      expect([...policy.get('script-src') ?? []]).not.toContain("'unsafe-inline'");
      expect([...policy.values()].flat().join(' ')).not.toMatch(/unsafe-eval|\*|https:\s|https:$/);
    }
  });
});
