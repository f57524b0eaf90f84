import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, languageInfo } from '../../../src/i18n/languages.ts';
import { changeLanguage, initI18n, languageState } from '../../../src/i18n/i18n.ts';
import { endSession, restoreSession, sessionStore, setMemberInfo, startSession } from '../../../src/state/session-store.ts';
import { gateStatusOf, loadSystemStatus, systemStore } from '../../../src/state/system-store.ts';
import { resetToastStore, setToastDurations, showToast, toastDuration, toastStore } from '../../../src/state/toast-store.ts';
import { initTheme, setTheme, uiStore } from '../../../src/state/ui-store.ts';
import { http } from '../../../src/api/client.ts';
import { rememberLanguageChoice } from '../../../src/app/boot.ts';

const session = { token: 'tok-0123456789abcdef', merchantCode: 'ttslot', userName: 'demo01', type: 1 as const, firstTimeLogin: false, read: true };

describe('languages (SPEC 1, D1)', () => {
  it('R1-7 the table covers the languages SPEC 1 names, about 35 in all', () => {
    const names = ['CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'MS', 'PT', 'TA', 'TY', 'UR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW'];
    for (const code of names) expect(languageInfo(code), code).toBeDefined();
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(33);
  });

  it.each([
    ['CN', 'CN'], ['EN', 'GB'], ['JA', 'JP'], ['TH', 'TH'], ['VI', 'VN'], ['MY', 'MM'], ['ES', 'ES'], ['HI', 'IN'], ['ID', 'ID'], ['KM', 'KH'],
    ['KO', 'KR'], ['KR', 'KR'], ['MS', 'MY'], ['PT', 'PT'], ['TA', 'IN'], ['TW', 'TW'], ['UR', 'PK'], ['TY', 'PH'], ['PT-BR', 'BR'],
  ])('R1-8 language %s maps to country %s', (code, country) => {
    expect(languageInfo(code)?.country).toBe(country);
  });

  it('D1 TY is Filipino inside the code; Arabic, Persian and Urdu are right to left', () => {
    expect(languageInfo('TY')?.locale).toBe('fil');
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code).sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('R4-9 changing language sets lang and dir on the page and stores it', async () => {
    await initI18n('EN');
    const forget = rememberLanguageChoice();
    await changeLanguage('AR');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('AR');
    expect(languageState.code).toBe('AR');
    await changeLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('EN');
    forget();
  });
});

describe('theme (SPEC 3)', () => {
  it('R3-38 the theme defaults to dark and is kept on the device as dark or light', () => {
    initTheme('dark');
    expect(uiStore.theme).toBe('dark');
    setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    initTheme('dark');
    expect(uiStore.theme).toBe('light');
    localStorage.setItem('theme', 'purple');
    initTheme('dark');
    expect(uiStore.theme).toBe('dark');
  });
});

describe('session record (SPEC 3, D17)', () => {
  beforeEach(() => endSession());

  it('R3-1 the session record is stored under MC_SESSION_INFO with token, merchantCode, userName, type, firstTimeLogin and read', () => {
    startSession(session, { remember: true });
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(session);
  });

  it('R3-2 D17 the record lives in localStorage with autoLogin=1, else in sessionStorage', () => {
    startSession(session, { remember: false });
    expect(sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    startSession(session, { remember: true });
    expect(localStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('1');
  });

  it('member info is cached as memberInfo and cleared with the session', () => {
    startSession(session, { remember: true });
    setMemberInfo({ id: 1, type: 1, account: 'demo01', nickname: 'Demo', clubLabel: { labelName: 'VIP 3' }, agent: false, mobileNum: '', email: '', dividendInfo: '' });
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? '{}')).toMatchObject({ account: 'demo01', clubLabel: { labelName: 'VIP 3' } });
    endSession();
    expect(localStorage.getItem('memberInfo')).toBeNull();
    expect(sessionStore.session).toBeUndefined();
  });

  it('a corrupt session record is ignored and removed', () => {
    localStorage.setItem('MC_SESSION_INFO', '{"token":');
    restoreSession();
    expect(sessionStore.session).toBeUndefined();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });
});

describe('system status (SPEC 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [{ maintenance: true, regionRestriction: true }, 1], [{ maintenance: true, regionRestriction: false }, 1],
    [{ maintenance: false, regionRestriction: true }, 2], [{ maintenance: false, regionRestriction: false }, 0],
  ])('R4-45 R1-9 %j gives status %i', (flags, status) => {
    expect(gateStatusOf(flags)).toBe(status);
  });

  it('R4-46 the cached status shows first, then the server status replaces and is cached', async () => {
    const cached = { status: 1, maintenance: true, regionRestriction: false, location: { ip: '1.2.3.4', country: 'PH' }, info: {} };
    localStorage.setItem('systemStatus', JSON.stringify(cached));
    let resolve: (value: unknown) => void = () => {};
    vi.spyOn(http, 'request').mockReturnValue(new Promise((r) => { resolve = r; }) as never);
    const loading = loadSystemStatus();
    expect(systemStore.status).toMatchObject({ maintenance: true });
    resolve({ data: { success: true, value: { ...cached, status: 0, maintenance: false } } });
    await loading;
    expect(systemStore.status).toMatchObject({ maintenance: false });
    expect(JSON.parse(localStorage.getItem('systemStatus') ?? '{}')).toMatchObject({ maintenance: false });
  });

  it('R4-47 a cache that fails to parse is ignored and the status is fetched again', async () => {
    localStorage.setItem('systemStatus', '{oops');
    const request = vi.spyOn(http, 'request').mockResolvedValue({ data: { success: true, value: { status: 0, maintenance: false, regionRestriction: false, location: { ip: '1.1.1.1', country: 'PH' }, info: {} } } } as never);
    await loadSystemStatus();
    expect(request).toHaveBeenCalledOnce();
    expect(systemStore.status).toMatchObject({ status: 0 });
  });
});

describe('toasts (SPEC 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function expectShownFor(duration: number): void {
    vi.advanceTimersByTime(duration - 1);
    expect(toastStore.current?.message).toBe('hello');
    vi.advanceTimersByTime(1);
    expect(toastStore.current).toBeUndefined();
  }

  it.each([
    ['info', undefined, 1500], ['success', undefined, 1000], ['error', toastDuration('rejection'), 2000],
  ] as const)('R9-10 a %s toast shows for its duration', (kind, ms, duration) => {
    showToast('hello', kind, ms);
    expectShownFor(duration);
  });

  it('R9-10 a merchant\'s timings replace the durations until the store is reset', () => {
    setToastDurations({ info: 3000, success: 500 });
    showToast('hello', 'info');
    expectShownFor(3000);
    showToast('hello', 'success');
    expectShownFor(500);
    resetToastStore();
    showToast('hello', 'info');
    expectShownFor(1500);
  });
});
