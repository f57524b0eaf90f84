// @vitest-environment node
/** The announcement calls as the front end sends them (SPEC 7 Announcements): notices, read events and unread counts. */
import { beforeEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import {
  fetchAgentAnnouncementUnread, fetchHomeAnnouncements, fetchNotices, fetchNoticeUnread, fetchRegisterAnnouncements, markAnnouncementRead,
} from '../../../src/api/announcements.ts';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';
import { installStubPlatform, type StubPlatform } from './stub-platform.ts';

const TOKEN = 'tok-notices-0123456789';
let platform: StubPlatform;

beforeEach(() => {
  setMerchant(ttslot as unknown as Merchant);
  platform = installStubPlatform(() => TOKEN);
});

const refusal = { success: false, code: 'NOTICE_REFUSED', message: 'try later' };

describe('announcement calls', () => {
  it('asks for the home announcements of the home types, platform M and the merchant code, with the token', async () => {
    const groups = { B: [], PL: [] };
    platform.answer(groups);
    await expect(fetchHomeAnnouncements('EN')).resolves.toStrictEqual(groups);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/announcements' });
    expect(platform.last().params).toStrictEqual({ types: 'B,PL,PU,PR,H', platform: 'M', merchantCode: 'ttslot', cache: true, flush: false, language: 'EN' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('R7-9 asks for the registration announcements with types B, groupName m_reg, platform M, merchantCode and the token, in sequence order', async () => {
    const banner = (id: number, sequence: number) => ({ id, sequence, type: 'B', groupName: 'm_reg', title: `t${id}` });
    platform.answer({ banners: [banner(2, 9), banner(1, 3)], player: [], popup: [], promotion: [], hot: [], agent: [], footer: { unreadCount: 0, total: 2 } });
    await expect(fetchRegisterAnnouncements('TY')).resolves.toMatchObject([{ id: 1 }, { id: 2 }]);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/announcements' });
    expect(platform.last().params).toStrictEqual({ types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'ttslot', language: 'TY' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for the player notices or the agent announcements in a language, and answers the list with its unread count', async () => {
    const notices = { list: [{ id: 7, title: 'Maintenance' }], unreadCount: 1 };
    platform.answer(notices);
    await expect(fetchNotices('PL', 'EN')).resolves.toStrictEqual(notices);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/announcements/notices' });
    expect(platform.last().params).toStrictEqual({ types: 'PL', language: 'EN' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
    await fetchNotices('A', 'VI');
    expect(platform.last().params).toStrictEqual({ types: 'A', language: 'VI' });
  });

  it('marks one announcement as read with read=true and answers the unread notices left', async () => {
    platform.answer({ unreadCount: 4, other: 9 });
    await expect(markAnnouncementRead(31)).resolves.toBe(4);
    expect(platform.last()).toMatchObject({ method: 'POST', url: '/wps/announcements/read' });
    expect(platform.last().data).toStrictEqual({ announcementId: 31, read: true });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for the agent announcements of group m_home on platform M for the merchant, and answers the footer\'s unread count', async () => {
    platform.answer({ list: [], footer: { unreadCount: 6 }, unreadCount: 99 });
    await expect(fetchAgentAnnouncementUnread()).resolves.toBe(6);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/announcements' });
    expect(platform.last().params).toStrictEqual({ types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'ttslot' });
    expect(platform.last().headers['Authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('asks for the unread count of one kind of notices only by its types, for the badges', async () => {
    platform.answer({ list: [{ id: 1 }], unreadCount: 2 });
    await expect(fetchNoticeUnread('A')).resolves.toBe(2);
    expect(platform.last()).toMatchObject({ method: 'GET', url: '/wps/announcements/notices' });
    expect(platform.last().params).toStrictEqual({ types: 'A' });
    await fetchNoticeUnread('PL');
    expect(platform.last().params).toStrictEqual({ types: 'PL' });
  });

  it('reports a refused notices call on the general error path', async () => {
    platform.reply(refusal);
    await expect(fetchNotices('PL', 'EN')).rejects.toMatchObject({ code: 'NOTICE_REFUSED', message: 'try later' });
    await expect(markAnnouncementRead(31)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    expect(platform.onError).toHaveBeenCalledTimes(2);
  });

  it('keeps a refusal quiet when the caller asks for it', async () => {
    platform.reply(refusal);
    const quiet = { quiet: true };
    await expect(fetchHomeAnnouncements('EN', quiet)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    await expect(fetchNotices('PL', 'EN', quiet)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    await expect(markAnnouncementRead(31, quiet)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    await expect(fetchAgentAnnouncementUnread(quiet)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    await expect(fetchNoticeUnread('PL', quiet)).rejects.toMatchObject({ code: 'NOTICE_REFUSED' });
    expect(platform.onError).not.toHaveBeenCalled();
  });
});
