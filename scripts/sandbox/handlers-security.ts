/**
 * The security centre (SPEC 1, 7 security; issue 19 point 8): bind e-mail and mobile with a code,
 * security questions, the payee, the funds password and bank cards (stored by wallet-security.ts). Type 4 is refused (free_reject). Every secret is checked through
 * secret-guard.ts; codes through sms-codes.ts (5 minutes, 5 wrong guesses).
 */
import { API_ERROR } from '../../src/api/endpoints.ts';
import type { QuestionId, SecurityOverview } from '../../src/generated/api/security.ts';
import { readFamilySchema } from '../lib/endpoint-contract.ts';
import { fail, realOnly, type Ctx, type Member } from './context.ts';
import { verifyPassword } from './crypto.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { requireSecret } from './secret-guard.ts';
import { answersMatch, maskEmail, maskMobile, profileOf, questionsOf, saveAnswers, updateProfile } from './security-centre.ts';
import { issueSmsCode, verifySmsCode } from './sms-codes.ts';
import { BANKS, bankCardsOf, bindBankCard, checkFundsPasswordAsync, hasFundsPassword, isStrongFundsPassword, setFundsPassword, WalletSecurityError } from './wallet-security.ts';

/** Where an e-mail code is kept among the SMS codes (same expiry, attempts and limits). */
export const emailCodeKey = (email: string): string => `mail:${email.trim().toLowerCase()}`;

const PAYEE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** The question catalogue: the contract's list. */
const QUESTION_IDS = readFamilySchema('security').definitions?.['QuestionId']?.enum as readonly QuestionId[];

/** The member's settings as the overview shows them. */
export function overviewOf(ctx: Ctx, memberId: number): SecurityOverview {
  const m = ctx.db.get<Member>('SELECT * FROM members WHERE id = ?', memberId) as Member;
  const profile = profileOf(ctx.db, memberId);
  return {
    fundsPasswordSet: hasFundsPassword(ctx.db, memberId),
    mobile: m.mobile === null || m.mobile === '' ? '' : maskMobile(m.mobile), mobileVerified: profile.mobileVerified,
    email: m.email === '' ? '' : maskEmail(m.email), emailVerified: profile.emailVerified,
    payeeName: profile.payeeName,
    questions: questionsOf(ctx.db, memberId) as SecurityOverview['questions'],
    questionCatalogue: [...QUESTION_IDS],
    bankCards: bankCardsOf(ctx.db, memberId),
    banks: BANKS.map((b) => ({ ...b })),
  };
}

/** The login password of a security call, checked through the guard. */
const loginPassword = (ctx: Ctx, ip: string, m: Member, plain: string): Promise<void> =>
  requireSecret(ctx, ip, 'login-password', m.id, 'loginPassword', () => verifyPassword(plain, m.password));

const codeError = (field: string): never => fail(200, API_ERROR.smsCode, 'Verification code error', { field });

async function bindEmail({ ctx, input, member, ip }: HandlerArgs<'securityBindEmail'>): Promise<ValueOf<'securityBindEmail'>> {
  const m = realOnly(member);
  await loginPassword(ctx, ip, m, input.loginPassword);
  const email = input.email.trim();
  if (!verifySmsCode(ctx, ip, emailCodeKey(email), input.verificationCode, true)) codeError('verificationCode');
  ctx.db.run('UPDATE members SET email = ? WHERE id = ?', email, m.id);
  updateProfile(ctx.db, m.id, { emailVerified: true });
  return overviewOf(ctx, m.id);
}

async function bindMobile({ ctx, input, member, ip }: HandlerArgs<'securityBindMobile'>): Promise<ValueOf<'securityBindMobile'>> {
  const m = realOnly(member);
  await loginPassword(ctx, ip, m, input.loginPassword);
  const mobile = input.mobileNum;
  // the code first: only whoever holds the number learns whether another account has it
  if (!verifySmsCode(ctx, ip, mobile, input.verificationCode, false)) codeError('verificationCode');
  const owner = ctx.db.get<{ id: number }>('SELECT id FROM members WHERE mobile = ?', mobile);
  if (owner !== undefined && owner.id !== m.id) fail(200, API_ERROR.fieldInvalid, 'This mobile number is bound to another account', { field: 'mobileNum' });
  if (!verifySmsCode(ctx, ip, mobile, input.verificationCode, true)) codeError('verificationCode');
  ctx.db.run('UPDATE members SET mobile = ?, dialing = ? WHERE id = ?', mobile, input.countryDialingCode ?? m.dialing, m.id);
  updateProfile(ctx.db, m.id, { mobileVerified: true });
  return overviewOf(ctx, m.id);
}

async function setQuestions({ ctx, input, member, ip }: HandlerArgs<'securityQuestions'>): Promise<ValueOf<'securityQuestions'>> {
  const m = realOnly(member);
  const [first, second] = input.answers;
  if (first === undefined || second === undefined || first.questionId === second.questionId) {
    fail(200, API_ERROR.fieldInvalid, 'Choose two different questions', { field: 'answers' });
  }
  await loginPassword(ctx, ip, m, input.loginPassword);
  if (questionsOf(ctx.db, m.id).length > 0) {
    const current = input.currentAnswers ?? [];
    await requireSecret(ctx, ip, 'answers', m.id, 'currentAnswers', () => answersMatch(ctx.db, m.id, current));
  }
  await saveAnswers(ctx.db, m.id, input.answers);
  return overviewOf(ctx, m.id);
}

async function bindPayee({ ctx, input, member, ip }: HandlerArgs<'securityPayee'>): Promise<ValueOf<'securityPayee'>> {
  const m = realOnly(member);
  const name = input.payeeName.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  if (name.length < 2 || !PAYEE.test(name)) fail(200, API_ERROR.fieldInvalid, 'Enter the account holder\'s full name (letters only)', { field: 'payeeName' });
  await loginPassword(ctx, ip, m, input.loginPassword);
  if (profileOf(ctx.db, m.id).payeeName !== '') fail(200, API_ERROR.fieldInvalid, 'The payee is already bound; customer service can change it', { field: 'payeeName' });
  updateProfile(ctx.db, m.id, { payeeName: name });
  return overviewOf(ctx, m.id);
}

const WEAK_FUNDS_PASSWORD = 'The funds password is 6 to 20 characters with a letter and a digit';

/** Sets or changes the funds password (kept by wallet-security.ts, which withdrawals check). */
async function fundsPassword({ ctx, input, member, ip }: HandlerArgs<'securityFundsPassword'>): Promise<ValueOf<'securityFundsPassword'>> {
  const m = realOnly(member);
  const next = input.newFundsPassword;
  if (next !== input.confirmFundsPassword) fail(200, API_ERROR.fieldInvalid, 'Confirmation password not matched', { field: 'confirmFundsPassword' });
  if (!isStrongFundsPassword(next)) fail(200, API_ERROR.fieldInvalid, WEAK_FUNDS_PASSWORD, { field: 'newFundsPassword' });
  const changing = hasFundsPassword(ctx.db, m.id);
  if (changing) {
    const old = input.oldFundsPassword ?? '';
    await requireSecret(ctx, ip, 'funds-password', m.id, 'oldFundsPassword', () => checkFundsPasswordAsync(ctx.db, m.id, old));
    if (old === next) fail(200, API_ERROR.samePassword, 'same_password', { field: 'newFundsPassword' });
  } else {
    await loginPassword(ctx, ip, m, input.loginPassword ?? '');
  }
  if (await verifyPassword(next, m.password)) fail(200, API_ERROR.fieldInvalid, 'The funds password must differ from the login password', { field: 'newFundsPassword' });
  const result = setFundsPassword(ctx.db, m.id, next, changing ? input.oldFundsPassword : undefined);
  if (result === 'weak') fail(200, API_ERROR.fieldInvalid, WEAK_FUNDS_PASSWORD, { field: 'newFundsPassword' });
  if (result === 'wrong-old') fail(200, API_ERROR.fundsPasswordWrong, 'The funds password is incorrect', { field: 'oldFundsPassword' });
  return overviewOf(ctx, m.id);
}

/** Binds a card in the payee's name, confirmed with the funds password. */
async function bankCard({ ctx, input, member, ip }: HandlerArgs<'securityBankCard'>): Promise<ValueOf<'securityBankCard'>> {
  const m = realOnly(member);
  const payee = profileOf(ctx.db, m.id).payeeName;
  if (payee === '') fail(200, API_ERROR.fieldInvalid, 'Bind the payee first: every card is in the payee\'s name', { field: 'payeeName' });
  if (!hasFundsPassword(ctx.db, m.id)) fail(200, API_ERROR.fundsPasswordNotSet, 'Please set a funds password first', { field: 'fundsPassword' });
  await requireSecret(ctx, ip, 'funds-password', m.id, 'fundsPassword', () => checkFundsPasswordAsync(ctx.db, m.id, input.fundsPassword));
  try {
    bindBankCard(ctx.db, m.id, { bankCode: input.bankCode, accountName: payee, accountNo: input.accountNo });
  } catch (error) {
    if (error instanceof WalletSecurityError) fail(200, API_ERROR.fieldInvalid, error.message, { field: error.message.startsWith('Unknown bank') ? 'bankCode' : 'accountNo' });
    throw error;
  }
  return overviewOf(ctx, m.id);
}

export const securityHandlers = {
  securityOverview: ({ ctx, member }) => overviewOf(ctx, realOnly(member).id),
  securityEmailCode: ({ ctx, input, member, ip }) => {
    realOnly(member);
    return { expirationTime: issueSmsCode(ctx, ip, emailCodeKey(input.email)) };
  },
  securityBindEmail: bindEmail,
  securityBindMobile: bindMobile,
  securityQuestions: setQuestions,
  securityPayee: bindPayee,
  securityFundsPassword: fundsPassword,
  securityBankCard: bankCard,
} satisfies Partial<Handlers>;
