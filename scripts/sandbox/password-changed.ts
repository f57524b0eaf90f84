/**
 * What a new password ends (issue 14 points 4 and 5): every session of the member but the one that
 * changed it, every remember token (D26) and every chat opened before (issue 39 point 5).
 */
import { closeChats } from './chat.ts';
import type { Ctx } from './context.ts';
import { voidRememberTokens } from './remember-tokens.ts';

/** Call after a member's password changed; `keepToken` is the session that made the change, if any. */
export function endSessionsAfterPasswordChange(ctx: Ctx, memberId: number, keepToken?: string): void {
  ctx.db.run('DELETE FROM sessions WHERE member_id = ? AND token <> ?', memberId, keepToken ?? '');
  voidRememberTokens(ctx, memberId);
  closeChats(ctx, memberId);
}
