// @vitest-environment jsdom
/** The sign-in SDK loader: one script per SDK, the right src, failures reported and retried. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FB = 'https://connect.facebook.net/en_US/sdk.js';
const ALLOWED = ['https://connect.facebook.net/', 'https://accounts.google.com/gsi/client'];

const scripts = (): HTMLScriptElement[] => [...document.head.querySelectorAll('script')];

let loader: { loadSdkScript: (url: string, allowed: readonly string[]) => Promise<void> };
beforeEach(async () => {
  vi.resetModules();
  loader = await import('../../../src/features/auth/sdk-script.ts');
});
afterEach(() => {
  for (const script of scripts()) script.remove();
  vi.unstubAllGlobals();
});

describe('sign-in SDK loader', () => {
  it('injects one async script with the SDK src however often it is asked, and resolves when it has run', async () => {
    const first = loader.loadSdkScript(FB, ALLOWED);
    const second = loader.loadSdkScript(FB, ALLOWED);
    expect(second).toBe(first);
    expect(scripts().map((s) => [s.src, s.async])).toEqual([[FB, true]]);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await loader.loadSdkScript(FB, ALLOWED);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script cannot load, removes it, and tries again on the next visit', async () => {
    const attempt = loader.loadSdkScript(FB, ALLOWED);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(`could not load ${FB}`);
    expect(scripts()).toHaveLength(0);
    void loader.loadSdkScript(FB, ALLOWED);
    expect(scripts()).toHaveLength(1);
  });

  it('under Trusted Types the `default` policy passes the brand\'s SDK scripts and refuses any other', () => {
    const policies = new Map<string, { createScriptURL: (url: string) => string }>();
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => { policies.set(name, rules); return rules; },
    });
    void loader.loadSdkScript(FB, ALLOWED);
    const policy = policies.get('default');
    expect(policy?.createScriptURL('https://accounts.google.com/gsi/client')).toBe('https://accounts.google.com/gsi/client');
    expect(() => policy?.createScriptURL('https://evil.example/x.js')).toThrow(/not one of the brand's sign-in SDKs/);
    expect(() => policy?.createScriptURL('https://www.google.com/recaptcha/api.js')).toThrow();
  });
});
