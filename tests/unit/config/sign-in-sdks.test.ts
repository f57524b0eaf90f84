// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FACEBOOK_SDK_URL,
  GOOGLE_GSI_URL,
  SDK_TRUSTED_TYPES_POLICY,
  SIGN_IN_SDKS,
  signInCspSources,
  signInScriptPrefixes,
  type SignInSettings,
} from '../../../src/config/sign-in-sdks.ts';

const facebook: SignInSettings['facebook'] = { appId: '1234567890' };
const google: SignInSettings['google'] = { clientId: '123-abc.apps.googleusercontent.com' };
const firebase: SignInSettings['firebase'] = {
  apiKey: 'AIzaSyTest',
  authDomain: 'brand.firebaseapp.com',
  projectId: 'brand',
  appId: '1:123:web:abcdef',
};

const FACEBOOK_CSP = {
  'script-src': ['https://connect.facebook.net'],
  'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
  'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
};
const GOOGLE_CSP = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
};
const FIREBASE_CSP = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

describe('sign-in SDK constants', () => {
  it('name the official SDK scripts and the Trusted Types policy', () => {
    expect(FACEBOOK_SDK_URL).toBe('https://connect.facebook.net/en_US/sdk.js');
    expect(GOOGLE_GSI_URL).toBe('https://accounts.google.com/gsi/client');
    expect(SDK_TRUSTED_TYPES_POLICY).toBe('default');
  });

  it('list exactly the script prefixes and CSP sources of each provider', () => {
    expect(SIGN_IN_SDKS).toStrictEqual({
      facebook: { scripts: ['https://connect.facebook.net/'], csp: FACEBOOK_CSP },
      google: { scripts: ['https://accounts.google.com/gsi/client'], csp: GOOGLE_CSP },
      firebase: { scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], csp: FIREBASE_CSP },
    });
  });

  it('let the Facebook SDK script through its own prefix', () => {
    expect(FACEBOOK_SDK_URL.startsWith(SIGN_IN_SDKS.facebook.scripts[0] ?? '')).toBe(true);
  });
});

describe('signInCspSources', () => {
  it('is empty without /signIn', () => {
    expect(signInCspSources(undefined)).toStrictEqual({});
  });

  it('is empty for an empty /signIn', () => {
    expect(signInCspSources({})).toStrictEqual({});
  });

  it('opens only the Facebook sources for Facebook alone', () => {
    expect(signInCspSources({ facebook })).toStrictEqual(FACEBOOK_CSP);
  });

  it('opens only the Google sources for Google alone', () => {
    expect(signInCspSources({ google })).toStrictEqual(GOOGLE_CSP);
  });

  it('opens only the Firebase sources for Firebase alone', () => {
    expect(signInCspSources({ firebase })).toStrictEqual(FIREBASE_CSP);
  });

  it('joins Facebook and Google per directive', () => {
    expect(signInCspSources({ facebook, google })).toStrictEqual({
      'script-src': ['https://connect.facebook.net', 'https://accounts.google.com/gsi/client'],
      'style-src': ['https://accounts.google.com/gsi/style'],
      'frame-src': ['https://www.facebook.com', 'https://web.facebook.com', 'https://accounts.google.com/gsi/'],
      'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com', 'https://accounts.google.com/gsi/'],
    });
  });

  it('joins all three providers per directive, in provider order and without duplicates', () => {
    const all = signInCspSources({ firebase, google, facebook });
    expect(all).toStrictEqual({
      'script-src': [
        'https://connect.facebook.net',
        'https://accounts.google.com/gsi/client',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
      'style-src': ['https://accounts.google.com/gsi/style'],
      'frame-src': [
        'https://www.facebook.com',
        'https://web.facebook.com',
        'https://accounts.google.com/gsi/',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ],
      'connect-src': [
        'https://graph.facebook.com',
        'https://www.facebook.com',
        'https://accounts.google.com/gsi/',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
    });
    for (const sources of Object.values(all)) expect(new Set(sources).size).toBe(sources.length);
  });

  it('returns fresh arrays that do not alias the constants', () => {
    const out = signInCspSources({ facebook });
    out['script-src']?.push('https://evil.example');
    expect(SIGN_IN_SDKS.facebook.csp['script-src']).toStrictEqual(['https://connect.facebook.net']);
    expect(signInCspSources({ facebook })['script-src']).toStrictEqual(['https://connect.facebook.net']);
  });
});

describe('signInScriptPrefixes', () => {
  it('is empty without /signIn', () => {
    expect(signInScriptPrefixes(undefined)).toStrictEqual([]);
  });

  it('is empty for an empty /signIn', () => {
    expect(signInScriptPrefixes({})).toStrictEqual([]);
  });

  it('is the Facebook prefix for Facebook alone', () => {
    expect(signInScriptPrefixes({ facebook })).toStrictEqual(['https://connect.facebook.net/']);
  });

  it('is the Google client for Google alone', () => {
    expect(signInScriptPrefixes({ google })).toStrictEqual(['https://accounts.google.com/gsi/client']);
  });

  it('is the reCAPTCHA prefixes for Firebase alone', () => {
    expect(signInScriptPrefixes({ firebase })).toStrictEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
  });

  it('is every prefix, in provider order, for all three', () => {
    expect(signInScriptPrefixes({ firebase, google, facebook })).toStrictEqual([
      'https://connect.facebook.net/',
      'https://accounts.google.com/gsi/client',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('is Google and Firebase without Facebook', () => {
    expect(signInScriptPrefixes({ google, firebase })).toStrictEqual([
      'https://accounts.google.com/gsi/client',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });
});
