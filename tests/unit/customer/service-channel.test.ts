// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serviceChannel } from '../../../src/features/customer/service-channel.ts';
import { ICON_PATHS } from '../../../src/ui/icon-paths.ts';

const shown = (type: string, title: string) => serviceChannel({ type, title, url: 'https://example.com' }, 'Customer service');

describe('customer-service channels', () => {
  it.each([
    ['whatsapp', 'whatsapp', 'WhatsApp', 'whatsapp'],
    ['telegram', 'telegram', 'Telegram', 'telegram'],
    ['line', 'line', 'LINE', 'line'],
    ['messenger', '', 'Messenger', 'messenger'],
    ['viber', 'VIBER', 'Viber', 'viber'],
    ['skype', 'skype', 'Skype', 'skype'],
    ['zalo', 'zalo', 'Zalo', 'zalo'],
    ['wechat', 'We Chat', 'WeChat', 'wechat'],
    ['email', 'email', 'Email', 'mail'],
    ['CS', 'CS', 'Customer service', 'headset'],
    ['CS', 'Live chat 24/7', 'Live chat 24/7', 'headset'],
  ])('a %s link titled "%s" shows as %s with its own icon', (type, title, name, icon) => {
    expect(shown(type, title)).toEqual({ title: name, icon });
  });

  it('a title that says more than the kind is the platform\'s to keep, with the channel\'s icon', () => {
    expect(shown('whatsapp', 'VIP desk 24/7')).toEqual({ title: 'VIP desk 24/7', icon: 'whatsapp' });
  });

  it('an unknown kind keeps its title, or the fallback, with a headset', () => {
    expect(shown('kakao', 'Kakao talk')).toEqual({ title: 'Kakao talk', icon: 'headset' });
    expect(shown('kakao', '')).toEqual({ title: 'Customer service', icon: 'headset' });
  });

  it('every channel icon is drawn, and no two channels share a glyph or borrow the envelope', () => {
    const icons = ['whatsapp', 'telegram', 'line', 'messenger', 'viber', 'skype', 'zalo', 'wechat'].map((type) => shown(type, type).icon);
    for (const icon of icons) expect(ICON_PATHS[icon]).toMatch(/^M/);
    expect(new Set(icons.map((icon) => ICON_PATHS[icon])).size).toBe(icons.length);
    expect(icons).not.toContain('mail');
  });
});
