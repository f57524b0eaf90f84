import type { ServiceLink } from '../../config/effective-config.ts';

interface Channel {
  /** Matches the platform's kind of link (`type`: whatsapp, telegram, CS ...). */
  kind: RegExp;
  /** The channel's proper name; the operator's own chat has none and is called by the fallback ("Customer service"). */
  name?: string;
  icon: string;
}

/** Customer-service channels by kind: proper names, capitalised as their owners write them, and an icon each. */
const CHANNELS: readonly Channel[] = [
  { kind: /^whats\s*app$/i, name: 'WhatsApp', icon: 'whatsapp' },
  { kind: /telegram/i, name: 'Telegram', icon: 'telegram' },
  { kind: /^line$/i, name: 'LINE', icon: 'line' },
  { kind: /^(fb\s*)?messenger$|^facebook$/i, name: 'Messenger', icon: 'messenger' },
  { kind: /^viber$/i, name: 'Viber', icon: 'viber' },
  { kind: /^skype$/i, name: 'Skype', icon: 'skype' },
  { kind: /^zalo$/i, name: 'Zalo', icon: 'zalo' },
  { kind: /^we\s*chat$/i, name: 'WeChat', icon: 'wechat' },
  { kind: /^e-?mail$/i, name: 'Email', icon: 'mail' },
  { kind: /^(cs|chat|live\s*chat)$/i, icon: 'headset' },
];

const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A service link's shown title and icon: the platform's own title when it says more than the kind
 * ("VIP desk"), else the channel's proper name ("whatsapp" becomes "WhatsApp"), or `fallback` for the
 * operator's own chat ("CS"); unknown kinds keep the platform's title (or `fallback`) and a headset.
 */
export function serviceChannel(link: ServiceLink, fallback: string): { title: string; icon: string } {
  const channel = CHANNELS.find((c) => c.kind.test(link.type.trim()));
  const title = link.title.trim();
  const own = channel?.name;
  const bare = channel !== undefined && (title === '' || squash(title) === squash(link.type) || (own !== undefined && squash(title) === squash(own)));
  return { title: bare ? own ?? fallback : title || fallback, icon: channel?.icon ?? 'headset' };
}
