/**
 * The security centre's calls (SPEC 7 security). Every call carrying a secret is
 * sealed like login (endpoints.ts marks it encrypted; DESIGN 4); nothing here keeps a secret.
 */
import type {
  BindBankCardRequest, BindEmailRequest, BindMobileRequest, BindPayeeRequest, FundsPasswordRequest, QuestionAnswer, SecurityOverview, SetQuestionsRequest,
} from '../generated/api/security.ts';
import { call } from './client.ts';
import type { PublicKey } from './encryption.ts';

export type { BindBankCardRequest, BindEmailRequest, BindMobileRequest, BindPayeeRequest, FundsPasswordRequest, QuestionAnswer, SecurityOverview, SetQuestionsRequest };
export type QuestionId = QuestionAnswer['questionId'];

export const securityOverview = (): Promise<SecurityOverview> => call('securityOverview', undefined, { quiet: true });

/** Sends a code to `email`; answers when another may be asked for (ms since epoch). */
export async function sendEmailCode(email: string): Promise<number> {
  return (await call('securityEmailCode', { email: email.trim() }, { quiet: true })).expirationTime;
}

export const bindEmail = (payload: BindEmailRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityBindEmail', payload, { quiet: true, publicKey: key });

export const bindMobile = (payload: BindMobileRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityBindMobile', payload, { quiet: true, publicKey: key });

export const setSecurityQuestions = (payload: SetQuestionsRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityQuestions', payload, { quiet: true, publicKey: key });

export const bindPayee = (payload: BindPayeeRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityPayee', payload, { quiet: true, publicKey: key });

export const setFundsPassword = (payload: FundsPasswordRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityFundsPassword', payload, { quiet: true, publicKey: key });

export const bindBankCard = (payload: BindBankCardRequest, key: PublicKey | undefined): Promise<SecurityOverview> =>
  call('securityBankCard', payload, { quiet: true, publicKey: key });
