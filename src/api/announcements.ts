/** Announcement calls for the home sections (SPEC 7 Announcements): banners, notices, popups, hot news. */
import { getMerchant } from '../config/merchant.ts';
import type { AnnouncementsResponse } from '../generated/api/announcement.ts';
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
