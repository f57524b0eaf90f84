/**
 * The platform's security calls behind the axios adapter (SPEC 7 security): it publishes a real RSA
 * key, opens every sealed body with the private half (DESIGN 4) and records what arrived on the wire.
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, beforeEach } from 'vitest';
import { configureClient, http } from '../../../src/api/client.ts';
import type { SecurityOverview } from '../../../src/api/security.ts';
import { i18next } from '../../../src/i18n/i18n.ts';
import { resetSessionStore, startSession } from '../../../src/state/session-store.ts';
import { resetToastStore } from '../../../src/state/toast-store.ts';
import { sealInJsdom } from '../api/sealing-key.ts';
import { boot } from '../auth/harness.tsx';

export interface Seen { url: string; headers: Record<string, string>; wire: unknown; payload: Record<string, unknown> }
type Reply = { status: number; data: unknown };

export const overview = (change: Partial<SecurityOverview> = {}): SecurityOverview => ({
  fundsPasswordSet: false, mobile: '', mobileVerified: false, email: 'd***@example.com', emailVerified: false, payeeName: '', questions: [],
  questionCatalogue: ['first_school', 'childhood_friend', 'first_pet', 'birth_city', 'favourite_teacher', 'first_job'],
  bankCards: [], banks: [{ code: 'BDO', name: 'BDO Unibank' }, { code: 'BPI', name: 'Bank of the Philippine Islands' }], ...change,
});

/** One key pair for every test of the file: generating RSA keys is slow. */
const KEYS = generateKeyPair('RSA-OAEP-256', { extractable: true });

export class FakeSecurity {
  seen: Seen[] = [];
  state: SecurityOverview = overview();
  /** The next answer of a path, instead of the normal one. */
  refusals = new Map<string, Reply>();
  /** While set, every answer but the system status waits for it: what the screen shows while a call is out. */
  hold: Promise<void> | undefined;
  private keys = KEYS;

  /** Back to a member with nothing set, nothing seen, no refusal and no hold. */
  reset(): void {
    this.seen = [];
    this.state = overview();
    this.refusals = new Map();
    this.hold = undefined;
  }

  /** Holds every answer until the returned function is called. */
  holdAnswers(): () => void {
    let release = (): void => {};
    this.hold = new Promise((resolve) => { release = resolve; });
    return () => { this.hold = undefined; release(); };
  }

  async answer(config: InternalAxiosRequestConfig): Promise<Reply> {
    const url = config.url ?? '';
    const headers = Object.fromEntries(Object.entries(config.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const wire = typeof config.data === 'string' ? JSON.parse(config.data) as unknown : config.data;
    let payload: Record<string, unknown> = (wire ?? {}) as Record<string, unknown>;
    if (headers['encryption'] !== undefined) {
      const { plaintext } = await compactDecrypt((wire as { data: string }).data, (await this.keys).privateKey);
      payload = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
    }
    this.seen.push({ url, headers, wire, payload });
    if (url === '/wps/system/status') {
      const jwk = await exportJWK((await this.keys).publicKey);
      return ok({ info: { publicKey: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'test-key', jwk: { ...jwk, kid: 'test-key' }, spki: '' } } });
    }
    if (this.hold !== undefined) await this.hold;
    const refusal = this.refusals.get(url);
    if (refusal !== undefined) {
      this.refusals.delete(url);
      return refusal;
    }
    switch (url) {
      case '/wps/security/overview': return ok(this.state);
      case '/wps/sms/send': return ok({ expirationTime: Date.now() + 60_000 });
      case '/wps/security/email/code': return ok({ expirationTime: Date.now() + 60_000 });
      case '/wps/security/mobile':
        this.state = { ...this.state, mobile: `${String(payload['mobileNum']).slice(0, 4)}****${String(payload['mobileNum']).slice(-3)}`, mobileVerified: true };
        return ok(this.state);
      case '/wps/security/questions':
        this.state = { ...this.state, questions: (payload['answers'] as { questionId: SecurityOverview['questions'][number] }[]).map((a) => a.questionId) };
        return ok(this.state);
      case '/wps/security/funds-password':
        this.state = { ...this.state, fundsPasswordSet: true };
        return ok(this.state);
      case '/wps/security/email':
        this.state = { ...this.state, email: String(payload['email']), emailVerified: true };
        return ok(this.state);
      case '/wps/security/bank-card': {
        const bank = this.state.banks.find((b) => b.code === payload['bankCode']);
        const accountNo = String(payload['accountNo']);
        const card = { cardId: this.state.bankCards.length + 1, bankCode: String(payload['bankCode']), bankName: bank?.name ?? '', accountName: this.state.payeeName, maskedNo: `**** ${accountNo.slice(-4)}` };
        this.state = { ...this.state, bankCards: [...this.state.bankCards, card] };
        return ok(this.state);
      }
      case '/wps/security/payee':
        this.state = { ...this.state, payeeName: String(payload['payeeName']) };
        return ok(this.state);
      default: return { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
    }
  }
}

const ok = (value: unknown): Reply => ({ status: 200, data: { success: true, value } });

/** A business refusal as the platform sends it (HTTP 200, success false). */
export const refusal = (code: string, message: string, field?: string): Reply =>
  ({ status: 200, data: { success: false, code, message, ...(field === undefined ? {} : { value: { field } }) } });

/**
 * The hooks of a security screen test file: English texts with the security namespace, RSA sealing in
 * jsdom, no session, and one fake platform behind axios's adapter, reset before each test.
 */
export function setUpSecurityTests(): FakeSecurity {
  const platform = new FakeSecurity();
  sealInJsdom();
  beforeAll(async () => {
    await boot();
    await i18next.loadNamespaces('security');
  });
  beforeEach(() => {
    platform.reset();
    resetSessionStore();
    resetToastStore();
    localStorage.clear();
    sessionStorage.clear();
    configureClient({ language: () => 'EN', onError: () => {} });
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const reply = await platform.answer(config);
      const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
      if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
  });
  return platform;
}

/** Signs demo01 in as a member (0), an agent (1), a member of another type (2) or a trial account (4). */
export function signIn(type: 0 | 1 | 2 | 4): void {
  startSession({ token: 'token-1234567890abcdef', merchantCode: 'ttslot', userName: 'demo01', type, firstTimeLogin: false, read: true }, { remember: true });
}
