import type { Session } from '../../api/session.ts';
import { holdPassword, type LoginMethod, forgetRememberedLogin, saveRememberedLogin } from '../../state/remembered-login.ts';
import { startSession } from '../../state/session-store.ts';

export interface CompletedLogin {
  session: Session;
  method: LoginMethod;
  remember: boolean;
  /** What the user typed: the user name or the mobile number. */
  username: string;
  password?: string;
  countryDialingCode: string;
}

/** Stores the session and token (SPEC 4), and remembers or forgets this method's login (DESIGN 4). */
export async function completeLogin({ session, method, remember, username, password, countryDialingCode }: CompletedLogin): Promise<void> {
  startSession({ ...session }, { remember });
  if (password !== undefined && password !== '') holdPassword(session.userName, password);
  if (remember) await saveRememberedLogin({ type: method, username, countryDialingCode, ...(method === 'username' && password !== undefined ? { password } : {}) });
  else forgetRememberedLogin(method);
}
