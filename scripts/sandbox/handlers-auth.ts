/** Session, registration, captcha, SMS and password handlers (SPEC 3, 4, 5, 7, 8; D5, D21, D22). */
import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { API_ERROR } from '../../src/api/endpoints.ts';
import { ApiError, fail, flags, limit, MSG, registrationSettings, type Ctx, type Member } from './context.ts';
import { hashPassword, newToken, verifyPassword } from './crypto.ts';
import { afterPasswordChange, rememberedSession } from './remember-tokens.ts';
import type { FieldRule } from '../../src/generated/api/register.ts';
import type { Session } from '../../src/generated/api/session.ts';
import type { HandlerArgs, Handlers, ValueOf } from './handler.ts';
import { captchaSvg } from './svg.ts';
import { clearLoginFailures, LOGIN_FAILED_MESSAGE, needsCaptcha, recordLoginFailure, unknownUserHash, waitLoginDelay } from './login-guard.ts';
import { endSessionsAfterPasswordChange } from './password-changed.ts';
import { issueSmsCode, verifySmsCode } from './sms-codes.ts';
import { HOUSE, mainAccount, post } from './ledger.ts';

const SESSION_MS = 24 * 3600_000;
const CAPTCHA_MS = 5 * 60_000;

const memberByName = (ctx: Ctx, username: string): Member | undefined => ctx.db.get<Member>('SELECT * FROM members WHERE username = ?', username);
const memberByMobile = (ctx: Ctx, mobile: string): Member | undefined => ctx.db.get<Member>('SELECT * FROM members WHERE mobile = ?', mobile);

/** Creates a session row and answers the Session shape. */
/** A new session of `member`; `rememberFamily`: the remember-token family that signed it in, which ends it when revoked. */
export function startSession(ctx: Ctx, member: Member, rememberFamily: string | null = null): Session {
  const token = newToken();
  const now = ctx.now();
  const expires = now + SESSION_MS;
  ctx.db.tx(() => {
    ctx.db.run('INSERT INTO sessions (token, member_id, created_at, expires_at, remember_family) VALUES (?, ?, ?, ?, ?)', token, member.id, now, expires, rememberFamily);
    ctx.db.run('UPDATE members SET last_login_at = ?, first_login = 0 WHERE id = ?', now, member.id);
  });
  const unread = ctx.db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM announcements a WHERE a.type = 'PL' AND NOT EXISTS (SELECT 1 FROM reads r WHERE r.member_id = ? AND r.announcement_id = a.id)", member.id,
  );
  return {
    token, merchantCode: ctx.m.merchantCode, userName: member.username, type: member.type, agent: member.agent === 1,
    firstTimeLogin: member.first_login === 1 && member.last_login_at === 0, read: (unread?.n ?? 0) === 0, expirationTime: expires,
  };
}

/** Checks a captcha answer: by id, else the client's latest. Consumes it either way. */
export function checkCaptcha(ctx: Ctx, ip: string, answer: unknown, id: unknown, loginFailed = false): void {
  const extra = loginFailed ? { captcha: true } : undefined;
  if (typeof answer !== 'string' || answer === '') fail(200, API_ERROR.captchaRequired, 'Enter a captcha', { ...extra, field: 'captcha' });
  const key = typeof id === 'string' && id !== '' ? id : ctx.lastCaptchaByClient.get(ip);
  const entry = key === undefined ? undefined : ctx.captchas.get(key);
  if (key !== undefined) ctx.captchas.delete(key);
  if (entry === undefined || entry.expires < ctx.now() || entry.code !== answer) {
    fail(200, API_ERROR.captchaWrong, 'Verification code error', { ...extra, field: 'captcha' });
  }
}

/** Registration asks for a captcha: the settings say so and the CAPTCHA3 module is on (SPEC 5, 6). */
export const captchaRequired = (ctx: Ctx): boolean => settings(ctx).captcha.enabled && ctx.m.modules['CAPTCHA3'] !== false;

async function login({ ctx, input, ip }: HandlerArgs<'login'>): Promise<ValueOf<'login'>> {
  const username = String(input.username).trim();
  limit(ctx, 'loginPerClient', ip);
  let member: Member | undefined;
  if (input.type === 'sms') {
    if (!verifySmsCode(ctx, ip, username, input.verificationCode, true)) fail(200, API_ERROR.smsCode, 'Verification code error', { field: 'verificationCode' });
    member = memberByMobile(ctx, username);
    if (member === undefined) return fail(200, API_ERROR.smsCode, 'Verification code error', { field: 'verificationCode' });
  } else {
    await waitLoginDelay(ctx, username);
    if (needsCaptcha(ctx, username)) checkCaptcha(ctx, ip, input.captcha, input.captchaId, true);
    member = memberByName(ctx, username);
    // an unknown user costs the same hash as a known one, so the answer time does not tell either
    const passwordOk = await verifyPassword(String(input.password ?? ''), member?.password ?? unknownUserHash());
    if (member === undefined || member.type === 4 || !passwordOk) {
      recordLoginFailure(ctx, username);
      return fail(200, API_ERROR.loginFailed, LOGIN_FAILED_MESSAGE, { captcha: true });
    }
  }
  if (member.kind === 'nonmember') fail(200, API_ERROR.nonMember, MSG.nonMember);
  if (member.kind === 'nonagent' || (input.loginKind === 'agent' && member.agent !== 1)) fail(200, API_ERROR.nonAgent, MSG.nonAgent);
  clearLoginFailures(ctx, username);
  return rememberedSession(ctx, member, input, startSession(ctx, member));
}

const TRIAL_BALANCE_MINOR = 200_000n;

async function trialAccount({ ctx, ip }: HandlerArgs<'trialAccount'>): Promise<ValueOf<'trialAccount'>> {
  limit(ctx, 'accountsPerClient', ip);
  let username = '';
  for (let i = 0; i < 20 && (username === '' || memberByName(ctx, username) !== undefined); i += 1) username = `trial${randomInt(100000, 999999)}`;
  const hash = await hashPassword(newToken());
  const r = ctx.db.run("INSERT INTO members (username, password, type, nickname, balance, registered_at, kind) VALUES (?, ?, 4, 'Trial', 2000, ?, 'trial')", username, hash, ctx.now());
  // a trial account plays with 2,000.00 of play money, written to the ledger like any balance (issue 19)
  post(ctx.db, { idempotencyKey: `trial:${Number(r.lastInsertRowid)}`, from: HOUSE.cash, to: mainAccount(Number(r.lastInsertRowid)), amountMinor: TRIAL_BALANCE_MINOR, kind: 'seed', memo: 'Trial play money', at: ctx.now() });
  const member = ctx.db.get<Member>('SELECT * FROM members WHERE id = ?', Number(r.lastInsertRowid));
  return startSession(ctx, member as Member);
}

function captcha({ ctx, ip }: HandlerArgs<'captcha'>): ValueOf<'captcha'> {
  limit(ctx, 'captchaPerClient', ip);
  const code = String(randomInt(0, 10000)).padStart(4, '0');
  const id = newToken().slice(0, 16);
  const expires = ctx.now() + CAPTCHA_MS;
  if (ctx.captchas.size > 5000) ctx.captchas.clear();
  ctx.captchas.set(id, { code, expires, client: ip });
  ctx.lastCaptchaByClient.set(ip, id);
  ctx.lastCaptcha = id;
  const svg = captchaSvg(code, () => randomInt(0, 1000) / 1000);
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, length: code.length, expirationTime: expires };
}

const settings = registrationSettings;

/** Checks one registration field against its settings; throws the configured message. */
function checkField(ctx: Ctx, name: string, value: unknown): void {
  const f = settings(ctx).fields[name];
  if (f === undefined || !f.enabled) return;
  const text = typeof value === 'string' ? value.trim() : '';
  const message = f.message ?? `${name} is not valid`;
  if (text === '') {
    if (f.required) fail(200, API_ERROR.fieldInvalid, name === 'username' || name === 'password' ? 'Please enter the username and password' : message, { field: name });
    return;
  }
  if (f.minLength !== undefined && text.length < f.minLength) fail(200, API_ERROR.fieldInvalid, message, { field: name });
  if (f.maxLength !== undefined && text.length > f.maxLength) fail(200, API_ERROR.fieldInvalid, message, { field: name });
  if (f.pattern !== undefined && !new RegExp(f.pattern, 'u').test(text)) fail(200, API_ERROR.fieldInvalid, message, { field: name });
}

const inviter = (ctx: Ctx, code: string): Member | undefined => ctx.db.get<Member>('SELECT * FROM members WHERE invite_code = ? AND type <> 4', code.trim());

async function register(args: HandlerArgs<'registerByUsername' | 'registerByMobile'>, method: 'username' | 'mobile'): Promise<ValueOf<'registerByUsername'>> {
  const { ctx, input, ip } = args;
  const f = flags(ctx);
  if (method === 'username' && f['USERNAMEREG3'] === false) fail(403, API_ERROR.noPermission, MSG.noPermission);
  if (method === 'mobile' && f['MOBILENUMREG3'] === false) fail(403, API_ERROR.noPermission, MSG.noPermission);
  const mobile = typeof input.mobileNum === 'string' ? input.mobileNum.trim() : '';
  if (method === 'mobile' && mobile === '') fail(200, API_ERROR.fieldInvalid, 'The mobile num is not valid', { field: 'mobileNum' });
  const username = method === 'mobile' ? (typeof input.username === 'string' && input.username.trim() !== '' ? input.username.trim() : mobile) : String(input.username ?? '').trim();
  for (const name of Object.keys(settings(ctx).fields)) {
    if (name === 'confirmPassword' || name === 'captcha') continue;
    if (method === 'mobile' && name === 'username' && username === mobile) continue;
    if (method === 'mobile' && name === 'verificationCode') continue;
    checkField(ctx, name, name === 'username' ? username : (input as unknown as Readonly<Record<string, unknown>>)[name]);
  }
  if (method === 'username' && username === '') fail(200, API_ERROR.fieldInvalid, 'Please enter the username and password', { field: 'username' });
  const confirm = settings(ctx).fields['confirmPassword'];
  if (confirm?.enabled !== false) {
    if (typeof input.confirmPassword !== 'string' || input.confirmPassword === '') fail(200, API_ERROR.fieldInvalid, 'Please confirm your password', { field: 'confirmPassword' });
    if (input.confirmPassword !== input.password) fail(200, API_ERROR.fieldInvalid, 'Confirmation password not matched', { field: 'confirmPassword' });
  }
  if (captchaRequired(ctx)) checkCaptcha(ctx, ip, input.captcha, input.captchaId);
  const code = typeof input.affiliateCode === 'string' ? input.affiliateCode.trim() : '';
  const parent = code === '' ? undefined : inviter(ctx, code);
  if (code !== '' && parent === undefined) fail(200, API_ERROR.invitation, 'Invalid invitation code', { field: 'affiliateCode' });
  if (method === 'mobile' && f['REGMOBVERF3'] !== false && !verifySmsCode(ctx, ip, mobile, input.verificationCode, true)) {
    fail(200, API_ERROR.smsCode, 'Verification code error', { field: 'verificationCode' });
  }
  if (memberByName(ctx, username) !== undefined) fail(200, API_ERROR.usernameTaken, 'Sorry, the username already exists', { field: 'username' });
  if (mobile !== '' && memberByMobile(ctx, mobile) !== undefined) fail(200, API_ERROR.fieldInvalid, 'The mobile num is not valid', { field: 'mobileNum' });
  limit(ctx, 'accountsPerClient', ip);
  const hash = await hashPassword(String(input.password));
  try {
    ctx.db.run(
      `INSERT INTO members (username, password, type, parent_id, mobile, dialing, email, nickname, balance, registered_at)
       VALUES (?, ?, 0, ?, ?, ?, ?, ?, 0, ?)`,
      username, hash, parent?.id ?? null, mobile === '' ? null : mobile, String(input.countryDialingCode ?? ''), String(input.email ?? ''),
      String(input.nickname ?? ''), ctx.now(),
    );
  } catch (error) {
    if (String(error).includes('UNIQUE')) fail(200, API_ERROR.usernameTaken, 'Sorry, the username already exists', { field: 'username' });
    throw error;
  }
  return { userName: username };
}

function smsSend({ ctx, input, ip }: HandlerArgs<'smsSend'>): ValueOf<'smsSend'> {
  const mobile = String(input.mobileNum ?? input.mobileNo ?? '');
  if (mobile === '') fail(400, API_ERROR.badRequest, 'body.mobileNum is required', { field: 'mobileNum' });
  return { expirationTime: issueSmsCode(ctx, ip, mobile) };
}

async function changePassword({ ctx, input, member, headers }: HandlerArgs<'changePassword'>): Promise<ValueOf<'changePassword'>> {
  const m = member as Member;
  if (!(await verifyPassword(String(input.oldPassword), m.password))) fail(200, API_ERROR.wrongPassword, 'The old password is incorrect', { field: 'oldPassword' });
  if (input.newPassword !== input.confirmNewPassword) fail(200, API_ERROR.fieldInvalid, 'in_confirmation_correct', { field: 'confirmNewPassword' });
  if (input.newPassword === input.oldPassword) fail(200, API_ERROR.samePassword, 'same_password', { field: 'newPassword' });
  checkField(ctx, 'password', input.newPassword);
  ctx.db.run('UPDATE members SET password = ? WHERE id = ?', await hashPassword(String(input.newPassword)), m.id);
  endSessionsAfterPasswordChange(ctx, m.id, bearer(headers));
  return afterPasswordChange(ctx, m, input.deviceId);
}

async function setPasswordByPhone({ ctx, input, ip }: HandlerArgs<'setPasswordByPhone'>): Promise<undefined> {
  const mobile = String(input.mobileNum);
  // the code first: only whoever holds the number learns whether an account has it
  if (!verifySmsCode(ctx, ip, mobile, input.verificationCode, false)) fail(200, API_ERROR.smsCode, 'Verification code error', { field: 'verificationCode' });
  const member = memberByMobile(ctx, mobile);
  if (member === undefined) return fail(200, API_ERROR.fieldInvalid, 'The mobile num is not valid', { field: 'mobileNum' });
  if (await verifyPassword(String(input.newPassword), member.password)) fail(200, API_ERROR.samePassword, 'same_password', { field: 'newPassword' });
  checkField(ctx, 'password', input.newPassword);
  if (!verifySmsCode(ctx, ip, mobile, input.verificationCode, true)) fail(200, API_ERROR.smsCode, 'Verification code error', { field: 'verificationCode' });
  ctx.db.run('UPDATE members SET password = ? WHERE id = ?', await hashPassword(String(input.newPassword)), member.id);
  endSessionsAfterPasswordChange(ctx, member.id);
  return undefined;
}

/** Answers the same whether or not the account and e-mail match (no enumeration); a match would send the mail. */
function forgotPassword({ ctx, ip }: HandlerArgs<'forgotPasswordByEmail'>): undefined {
  limit(ctx, 'forgotPasswordPerClient', ip);
  return undefined;
}

export const authHandlers = {
  login,
  logout: ({ ctx, headers }) => {
    const token = bearer(headers);
    if (token !== '') ctx.db.run('DELETE FROM sessions WHERE token = ?', token);
    return undefined;
  },
  testPlay: () => ({ trial: true }),
  trialAccount,
  registerSettings: ({ ctx }) => settings(ctx),
  validationSettings: ({ ctx }) => {
    const out: ValueOf<'validationSettings'> = {};
    for (const [name, f] of Object.entries(settings(ctx).fields)) {
      if (!f.enabled) continue;
      const rule: FieldRule = { required: f.required };
      if (f.pattern !== undefined) rule.pattern = f.pattern;
      if (f.message !== undefined) rule.message = f.message;
      if (f.minLength !== undefined) rule.minLength = f.minLength;
      if (f.maxLength !== undefined) rule.maxLength = f.maxLength;
      out[name] = rule;
    }
    return out;
  },
  usernameAvailable: ({ ctx, input }) => ({ available: memberByName(ctx, String(input.username)) === undefined }),
  verification: ({ ctx, input, ip }) => ({ valid: verifySmsCode(ctx, ip, String(input.mobileNum), input.verificationCode, false) }),
  captcha,
  invitationCode: ({ ctx, input }) => {
    const owner = inviter(ctx, String(input.code));
    if (owner === undefined) fail(200, API_ERROR.invitation, 'Invalid invitation code', { field: 'affiliateCode' });
    return { agent: (owner as Member).username };
  },
  registerByUsername: (a) => register(a, 'username'),
  registerByMobile: (a) => register(a, 'mobile'),
  smsSend,
  changePassword,
  setPasswordByPhone,
  forgotPasswordByEmail: forgotPassword,
} satisfies Partial<Handlers>;

/** The session token of a request, from its headers only (Authorization Bearer, or a `token` header): never from the URL. */
export function bearer(headers: IncomingHttpHeaders): string {
  const auth = headers['authorization'];
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim();
  const t = headers['token'];
  return typeof t === 'string' ? t : '';
}

export { ApiError };
