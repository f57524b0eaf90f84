/**
 * Loads a sign-in provider's official web SDK: one <script async> per URL however
 * often a screen renders, only when a button that needs it renders. Under the strict CSP's Trusted
 * Types a script URL needs a policy: the `default` one made here passes only the brand's SDK scripts
 * (the same list its CSP opens), which also covers the scripts Firebase and the SDKs add themselves.
 */
import { SDK_TRUSTED_TYPES_POLICY } from '../../config/sign-in-sdks.ts';

interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

const pending = new Map<string, Promise<void>>();
let allowedPrefixes: readonly string[] = [];
let policy: { createScriptURL(url: string): unknown } | undefined;

/** Lets the brand's SDK scripts (and only those) through Trusted Types; before the SDK code adds its own. */
export function allowSdkScripts(allowed: readonly string[]): void {
  allowedPrefixes = allowed;
  const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  policy ??= factory?.createPolicy(SDK_TRUSTED_TYPES_POLICY, {
    createScriptURL: (candidate) => {
      if (allowedPrefixes.some((prefix) => candidate.startsWith(prefix))) return candidate;
      throw new TypeError(`script ${candidate} is not one of the brand's sign-in SDKs`);
    },
  });
}

/**
 * Resolves when the script at `url` has run; rejects when it cannot load (offline, blocked), and
 * then forgets it, so a later visit to the screen tries again. `allowed` is the brand's SDK list.
 */
export function loadSdkScript(url: string, allowed: readonly string[]): Promise<void> {
  const known = pending.get(url);
  if (known !== undefined) return known;
  allowSdkScripts(allowed);
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = (policy?.createScriptURL(url) ?? url) as string;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      pending.delete(url);
      reject(new Error(`could not load ${url}`));
    });
    document.head.append(script);
  });
  pending.set(url, loading);
  return loading;
}
