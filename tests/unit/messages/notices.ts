/** Notices as the platform answers them (SPEC 3): newest first, one read, one with hostile HTML. */
import type { Announcement } from '../../../src/api/announcements.ts';

const notice = (id: number, title: string, startDate: string, content: string, read: boolean): Announcement => ({
  id, announcementId: id, type: 'PL', title, content, startDate, endDate: null, groupName: 'm_home', read, url: '', action: { type: 'none', target: '' }, sequence: id,
});

export const NOTICES: readonly Announcement[] = [
  notice(30, 'App update available', '2025-03-05', '<p>Version <b>3.2</b> is out.</p><script>window.__unitXss = 1</script><img src="x" onerror="window.__unitXss = 2">', false),
  notice(20, 'Security reminder', '2025-02-10', '<p>Never share your password.</p>', true),
  notice(10, 'Scheduled maintenance', '2025-01-06', '<p>Maintenance on Tuesday.</p>', false),
];

export const AGENT_NOTICES: readonly Announcement[] = [
  { ...notice(50, 'Commission rates for this month', '2025-01-04', '<p>Unchanged.</p>', false), type: 'A' },
];
