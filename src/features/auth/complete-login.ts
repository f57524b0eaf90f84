import type { Session } from '../../api/session.ts';
import { holdPassword } from '../../state/held-password.ts';
import { forgetRememberedLogin, type LoginMethod, saveRememberedLogin } from '../../state/remembered-login.ts';
import { startSession } from '../../state/session-store.ts';

export interface CompletedLogin {
  session: Session;
  method: LoginMethod;
  remember: boolean;
  /** What the user typed: the user name or the mobile number. */
  username: string;
  /** The password the player typed for this login (none for a token or SMS sign-in). */
  password?: string;
  /** The remember token this sign-in spent (D26); the session carries its successor. */
  spentToken?: string;
  countryDialingCode: string;
}

/**
 * Stores the session and token (SPEC 4), and remembers this method's account with the remember token
 * the platform answered, or forgets it (D26). A typed password stays in this page's memory only
 * (SPEC 2.7: change password then asks no old one); it is never written anywhere.
 */
export function completeLogin({ session, method, remember, username, password, spentToken, countryDialingCode }: CompletedLogin): void {
  startSession({ ...session }, { remember });
  // Stryker disable next-line ConditionalExpression: holding no password (undefined) is holding none
  if (password !== undefined && password !== '') holdPassword(session.userName, password);
  if (!remember) return forgetRememberedLogin(method, spentToken);
  const { rememberToken } = session;
  // Stryker disable next-line ConditionalExpression: a token key holding undefined is dropped when the record is written as JSON
  saveRememberedLogin({ type: method, username, countryDialingCode, ...(rememberToken === undefined ? {} : { rememberToken }) }, spentToken);
}
