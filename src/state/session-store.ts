import { proxy, useSnapshot } from 'valtio';
import { sendLogout } from '../api/session.ts';
import { type SessionKind, sessionKinds } from '../config/member-types.ts';
import type { MemberInfo } from '../generated/api/member.ts';
import type { Session } from '../generated/api/session.ts';
import { releasePassword } from './held-password.ts';
import { readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString } from './storage.ts';

/** The session record of SPEC 3 (MC_SESSION_INFO). */
export type SessionRecord = Pick<Session, 'token' | 'merchantCode' | 'userName' | 'type' | 'firstTimeLogin' | 'read'> & { agent?: boolean };

interface SessionState {
  session: SessionRecord | undefined;
  memberInfo: MemberInfo | undefined;
  /** Name of the trial account created by the trial flow (SPEC 4). */
  trialUser: string | undefined;
}

// Object() turns null into {} and boxes a primitive: neither has the fields, so no separate object check (as in system-store.ts).
function isSessionRecord(value: unknown): value is SessionRecord {
  const v = Object(value) as Partial<SessionRecord>;
  return typeof v.token === 'string' && v.token.length > 0 && typeof v.userName === 'string' && typeof v.type === 'number';
}

function isMemberInfo(value: unknown): value is MemberInfo {
  const v = Object(value) as Partial<MemberInfo>;
  return typeof v.account === 'string' && typeof v.type === 'number';
}

const initial = (): SessionState => ({ session: undefined, memberInfo: undefined, trialUser: undefined });

export const sessionStore = proxy<SessionState>(initial());

/** Back to no session in memory; device storage is left as it is (endSession clears both). */
export function resetSessionStore(): void {
  Object.assign(sessionStore, initial());
}

/** D17: the record lives in localStorage when the user chose to stay signed in (autoLogin=1), else sessionStorage. */
export function restoreSession(): void {
  sessionStore.session = readJson(STORAGE_KEYS.session, isSessionRecord, 'local') ?? readJson(STORAGE_KEYS.session, isSessionRecord, 'session');
  sessionStore.memberInfo = sessionStore.session === undefined ? undefined : readJson(STORAGE_KEYS.memberInfo, isMemberInfo);
  sessionStore.trialUser = readString(STORAGE_KEYS.trialUser, 'session');
}

/** Stores a new session and its token (SPEC 4 Login: on success). */
export function startSession(record: SessionRecord, options: { remember: boolean }): void {
  const { token, merchantCode, userName, type, firstTimeLogin, read, agent } = record;
  const stored: SessionRecord = { token, merchantCode, userName, type, firstTimeLogin, read, ...(agent === undefined ? {} : { agent }) };
  removeKey(STORAGE_KEYS.session, 'local');
  removeKey(STORAGE_KEYS.session, 'session');
  writeJson(STORAGE_KEYS.session, stored, options.remember ? 'local' : 'session');
  writeString(STORAGE_KEYS.autoLogin, options.remember ? '1' : '0');
  sessionStore.session = stored;
  sessionStore.memberInfo = undefined;
}

export function setTrialUser(name: string): void {
  sessionStore.trialUser = name;
  writeString(STORAGE_KEYS.trialUser, name, 'session');
}

export function setMemberInfo(info: MemberInfo): void {
  sessionStore.memberInfo = info;
  writeJson(STORAGE_KEYS.memberInfo, info);
}

/** Clears the session record, token, trial user and member info (SPEC 4 Logout). */
export function endSession(): void {
  releasePassword();
  removeKey(STORAGE_KEYS.session, 'local');
  removeKey(STORAGE_KEYS.session, 'session');
  removeKey(STORAGE_KEYS.memberInfo);
  removeKey(STORAGE_KEYS.trialUser, 'session');
  writeString(STORAGE_KEYS.autoLogin, '0');
  sessionStore.session = undefined;
  sessionStore.memberInfo = undefined;
  sessionStore.trialUser = undefined;
}

/** Logout (SPEC 7: DELETE with the token); the local session ends even when the call fails. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.session !== undefined) await sendLogout();
  } catch {
    // the platform may already have dropped the token; the user still leaves
  } finally {
    endSession();
  }
}

export function currentToken(): string | undefined {
  return sessionStore.session?.token;
}

export function useSession(): Readonly<SessionRecord> | undefined {
  return useSnapshot(sessionStore).session;
}

export function useMemberType(): number | undefined {
  return useSnapshot(sessionStore).session?.type;
}

export function useSessionKinds(): SessionKind[] {
  return sessionKinds(useMemberType());
}
