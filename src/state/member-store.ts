/**
 * Member info (SPEC 3, 7 Member: GET member info, no params) fetched from the platform for the member centre.
 * The info itself lives in the session store (cached as memberInfo, cleared on logout);
 * this store holds the state of the call.
 */
import { proxy, useSnapshot } from 'valtio';
import { fetchMemberInfo } from '../api/member.ts';
import type { ApiError } from '../api/errors.ts';
import type { MemberInfo } from '../generated/api/member.ts';
import { sessionStore, setMemberInfo } from './session-store.ts';

interface MemberState {
  loading: boolean;
  /** The platform's message of the last failed fetch, shown as given; undefined after a success. */
  error: string | undefined;
}

const initial = (): MemberState => ({ loading: false, error: undefined });

export const memberStore = proxy<MemberState>(initial());

export function resetMemberStore(): void {
  Object.assign(memberStore, initial());
}

/** Fetches the member's info and caches it; a failure keeps the last info and records the platform's message. */
export async function refreshMemberInfo(): Promise<void> {
  const token = sessionStore.session?.token;
  if (token === undefined || memberStore.loading) return;
  memberStore.loading = true;
  try {
    const info = await fetchMemberInfo({ quiet: true });
    // A sign out or another sign in while the call ran: the answer belongs to no current session.
    if (sessionStore.session?.token !== token) return;
    setMemberInfo(info);
    memberStore.error = undefined;
  } catch (error) {
    memberStore.error = (error as ApiError).message;
  } finally {
    memberStore.loading = false;
  }
}

export function useMemberInfo(): { info: Readonly<MemberInfo> | undefined; loading: boolean; error: string | undefined } {
  const session = useSnapshot(sessionStore);
  const member = useSnapshot(memberStore);
  return { info: session.memberInfo, loading: member.loading, error: member.error };
}
