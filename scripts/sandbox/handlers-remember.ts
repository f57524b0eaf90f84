/** Remembered-login endpoints (D26): sign in with a remember token, and forget one. */
import { limit } from './context.ts';
import type { Handlers } from './handler.ts';
import { startSession } from './handlers-auth.ts';
import { forgetRememberToken, issueRememberToken, spendRememberToken } from './remember-tokens.ts';

export const rememberHandlers = {
  rememberLogin: ({ ctx, input, ip }) => {
    limit(ctx, 'loginPerClient', ip);
    const { member, family } = spendRememberToken(ctx, input);
    const session = startSession(ctx, member, family);
    // The next token of the same family: a copy of the spent one now reveals itself when shown.
    const next = input.remember === false ? undefined : issueRememberToken(ctx, member, input.deviceId, family);
    return next === undefined ? session : { ...session, rememberToken: next };
  },
  rememberForget: ({ ctx, input }) => {
    forgetRememberToken(ctx, input.rememberToken);
    return undefined;
  },
} satisfies Partial<Handlers>;
