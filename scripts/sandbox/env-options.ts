/**
 * Sandbox options every start script reads from the environment: SANDBOX_RATE_LIMITS=off, and
 * SANDBOX_TRUSTED_PROXIES, a comma list of proxy addresses or CIDRs whose X-Forwarded-For is believed
 * (default none: the client is the socket address).
 */
import type { SandboxOptions } from './server.ts';

export function envOptions(env: NodeJS.ProcessEnv = process.env): Pick<SandboxOptions, 'rateLimits' | 'trustedProxies'> {
  const proxies = (env['SANDBOX_TRUSTED_PROXIES'] ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return {
    ...(env['SANDBOX_RATE_LIMITS'] === 'off' ? { rateLimits: false as const } : {}),
    ...(proxies.length === 0 ? {} : { trustedProxies: proxies }),
  };
}
