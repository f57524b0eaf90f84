/**
 * Sandbox options every start script reads from the environment: SANDBOX_RATE_LIMITS=off,
 * SANDBOX_TRUSTED_PROXIES, a comma list of proxy addresses or CIDRs whose X-Forwarded-For is believed
 * (default none: the client is the socket address), and SANDBOX_PASSWORD_COST, the scrypt cost of new password
 * hashes (default 16384; the journeys' servers use less).
 */
import type { SandboxOptions } from './server.ts';

export function envOptions(env: NodeJS.ProcessEnv = process.env): Pick<SandboxOptions, 'rateLimits' | 'trustedProxies' | 'passwordCost'> {
  const proxies = (env['SANDBOX_TRUSTED_PROXIES'] ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return {
    ...(env['SANDBOX_RATE_LIMITS'] === 'off' ? { rateLimits: false as const } : {}),
    ...(proxies.length === 0 ? {} : { trustedProxies: proxies }),
    ...(env['SANDBOX_PASSWORD_COST'] === undefined ? {} : { passwordCost: Number(env['SANDBOX_PASSWORD_COST']) }),
  };
}
