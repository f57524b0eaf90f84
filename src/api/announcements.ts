/** Announcement calls (SPEC 7 Announcements): the home sections' groups, the notice lists, read events and unread counts. */
import { getMerchant } from '../config/merchant.ts';
import type { Announcement, AnnouncementsResponse, NoticesResponse } from '../generated/api/announcement.ts';
import { call, type CallOptions } from './client.ts';

export type { Announcement } from '../generated/api/announcement.ts';
export type AnnouncementGroups = AnnouncementsResponse['value'];

/** Types the home page asks for (R7-16): B,PL,PU plus PR,H on home. */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

/** GET announcements with platform M and the merchant code; the token rides in the Authorization header. */
export function fetchHomeAnnouncements(language: string, options?: CallOptions): Promise<AnnouncementGroups> {
  const { platform } = getMerchant();
  return call('announcements', {
    types: HOME_ANNOUNCEMENT_TYPES,
    platform: platform.announcementPlatform,
    merchantCode: platform.merchantCode,
    cache: true,
    flush: false,
    language,
  }, options);
}

/** The registration screen's group (R7-9). */
export const REGISTER_ANNOUNCEMENT_GROUP = 'm_reg';

/**
 * Registration announcements (R7-9): types B, groupName m_reg, platform M and the merchant code; the token, when a
 * session exists, rides in the Authorization header. Answers them in sequence order.
 */
export async function fetchRegisterAnnouncements(language: string, options?: CallOptions): Promise<Announcement[]> {
  const { platform } = getMerchant();
  const value = await call('announcements', {
    types: 'B', groupName: REGISTER_ANNOUNCEMENT_GROUP, platform: platform.announcementPlatform, merchantCode: platform.merchantCode, language,
  }, options);
  return [...value.banners].sort((a, b) => a.sequence - b.sequence);
}

export type Notices = NoticesResponse['value'];

/** GET notices (R7-20): player notices (PL) or agent announcements (A) in `language`, newest first, with the unread count. */
export function fetchNotices(types: 'PL' | 'A', language: string, options?: CallOptions): Promise<Notices> {
  return call('notices', { types, language }, options);
}

/** POST mark as read (R7-19): announcementId and read=true; answers the unread notices left. */
export async function markAnnouncementRead(announcementId: number, options?: CallOptions): Promise<number> {
  return (await call('announcementRead', { announcementId, read: true }, options)).unreadCount;
}

/** Agent announcements' unread count (R7-18): types A, groupName m_home, read from value.footer.unreadCount. */
export async function fetchAgentAnnouncementUnread(options?: CallOptions): Promise<number> {
  const { platform } = getMerchant();
  const value = await call('announcements', { types: 'A', groupName: 'm_home', platform: platform.announcementPlatform, merchantCode: platform.merchantCode }, options);
  return value.footer.unreadCount;
}

/** The unread count of the notices of `types` (R7-20), for the badges. */
export async function fetchNoticeUnread(types: 'PL' | 'A', options?: CallOptions): Promise<number> {
  return (await call('notices', { types }, options)).unreadCount;
}
