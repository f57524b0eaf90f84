// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { type EffectiveConfig, effectiveConfig, type PlatformValues, presentLinks } from '../../../src/config/effective-config.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

const BASE = ttslot as unknown as Merchant;
type LinkOverrides = { [K in keyof Merchant['links']]?: Merchant['links'][K] | undefined };
const merchant = (links: LinkOverrides = {}): Merchant => ({
  ...BASE,
  whitelabel: { ...BASE.whitelabel, CBS3: true, MOBILEVERCODELOGIN3: false },
  modules: { ...BASE.modules, REWCEN3: true, CAPTCHA3: false },
  agentMenu: ['AGEPAG', 'SECPRIV'],
  templates: { mem_cen: '0', dep_func: '1' },
  links: { allowedHosts: ['t.me', 'wa.me', 'facebook.com', '*.example'], telegram: 'https://t.me/config', customerService: 'https://cs.config.example/', chat: 'https://chat.config.example/', messaging: { url: 'https://wa.me/1', label: 'WhatsApp' }, download: { android: 'https://config.example/app.apk' }, ...links } as Merchant['links'],
});
const resource = (resourceType: string, url: unknown) => ({ resourceType, url, icon: '' });
const service = (type: string, url: string) => ({ type, title: type, url });

type Row = [name: string, config: Merchant, platform: PlatformValues | undefined, read: (e: EffectiveConfig) => unknown, expected: unknown];

// DESIGN 3: the platform wins where it sends a usable value; the merchant's config fills the rest.
const flagRows: Row[] = [
  ['flag: no platform status keeps the config', merchant(), undefined, (e) => e.whitelabel.CBS3, true],
  ['flag: platform says nothing about it', merchant(), { whitelabel: {} }, (e) => e.whitelabel.CBS3, true],
  ['flag: platform off wins over config on', merchant(), { whitelabel: { CBS3: false } }, (e) => e.whitelabel.CBS3, false],
  ['flag: platform on wins over config off', merchant(), { whitelabel: { MOBILEVERCODELOGIN3: true } }, (e) => e.whitelabel.MOBILEVERCODELOGIN3, true],
  ['flag: platform "0" reads as off', merchant(), { whitelabel: { CBS3: '0' } }, (e) => e.whitelabel.CBS3, false],
  ['flag: platform "Y" reads as on', merchant(), { whitelabel: { MOBILEVERCODELOGIN3: 'Y' } }, (e) => e.whitelabel.MOBILEVERCODELOGIN3, true],
  ['flag: platform 1 reads as on', merchant(), { whitelabel: { MOBILEVERCODELOGIN3: 1 } }, (e) => e.whitelabel.MOBILEVERCODELOGIN3, true],
  ['flag: platform "1" reads as on', merchant(), { whitelabel: { MOBILEVERCODELOGIN3: '1' } }, (e) => e.whitelabel.MOBILEVERCODELOGIN3, true],
  ['flag: platform "true" reads as on', merchant(), { whitelabel: { MOBILEVERCODELOGIN3: 'true' } }, (e) => e.whitelabel.MOBILEVERCODELOGIN3, true],
  ['flag: platform 0 reads as off', merchant(), { whitelabel: { CBS3: 0 } }, (e) => e.whitelabel.CBS3, false],
  ['flag: platform "false" reads as off', merchant(), { whitelabel: { CBS3: 'false' } }, (e) => e.whitelabel.CBS3, false],
  ['flag: platform "N" reads as off', merchant(), { whitelabel: { CBS3: 'N' } }, (e) => e.whitelabel.CBS3, false],
  ['flag: an unreadable platform value is ignored', merchant(), { whitelabel: { CBS3: 'maybe' } }, (e) => e.whitelabel.CBS3, true],
  ['flag: a null platform value is ignored', merchant(), { whitelabel: { CBS3: null } }, (e) => e.whitelabel.CBS3, true],
  ['flag: a flag the merchant schema does not know stays out', merchant(), { whitelabel: { NEWFLAG9: true } }, (e) => 'NEWFLAG9' in e.whitelabel, false],
];
const moduleRows: Row[] = [
  ['module: platform off wins over config on', merchant(), { modules: { REWCEN3: false } }, (e) => e.modules.REWCEN3, false],
  ['module: platform on wins over config off', merchant(), { modules: { CAPTCHA3: true } }, (e) => e.modules.CAPTCHA3, true],
  ['module: missing from the platform keeps the config', merchant(), { modules: { COMM3: false } }, (e) => e.modules.REWCEN3, true],
];
const linkRows: Row[] = [
  ['telegram: the platform resource wins over the config', merchant(), { resources: [resource('TELEGRAM', 'https://t.me/platform')] }, (e) => e.links.telegram, 'https://t.me/platform'],
  ['telegram: resource types compare without case', merchant(), { resources: [resource('Telegram', 'tg://resolve?domain=platform')] }, (e) => e.links.telegram, 'tg://resolve?domain=platform'],
  ['telegram: an empty platform url is not a value', merchant(), { resources: [resource('TELEGRAM', '')] }, (e) => e.links.telegram, 'https://t.me/config'],
  ['telegram: a refused platform url is not a value', merchant(), { resources: [resource('TELEGRAM', 'javascript:alert(1)')] }, (e) => e.links.telegram, 'https://t.me/config'],
  ['telegram: neither gives none', merchant({ telegram: undefined }), { resources: [] }, (e) => e.links.telegram, undefined],
  ['telegram: a refused config url gives none', merchant({ telegram: 'data:text/html,x' }), undefined, (e) => e.links.telegram, undefined],
  ['download: the platform wins per kind, the config fills the others', merchant(), { resources: [resource('IOS', 'https://platform.example/app.ipa')] }, (e) => e.links.download,
    { ios: 'https://platform.example/app.ipa', android: 'https://config.example/app.apk' }],
  ['download: the platform\'s Android link wins over the config\'s', merchant(), { resources: [resource('Android', 'https://platform.example/app.apk')] }, (e) => e.links.download.android, 'https://platform.example/app.apk'],
  ['download: a platform link to a host the brand does not allow falls back to the config', merchant(), { resources: [resource('ANDROID', 'https://evil.test/app.apk')] }, (e) => e.links.download.android, 'https://config.example/app.apk'],
  ['download: a refused platform link falls back to the config', merchant(), { resources: [resource('ANDROID', 'javascript:alert(1)')] }, (e) => e.links.download.android, 'https://config.example/app.apk'],
  ['download: the iOS profile and provisioning links are downloads too', merchant({ download: {} }), { resources: [resource('MOBILECONFIG', 'https://platform.example/p.mobileconfig'), resource('MobileProvision', 'https://platform.example/p.mobileprovision')] },
    (e) => e.links.download, { mobileconfig: 'https://platform.example/p.mobileconfig', mobileprovision: 'https://platform.example/p.mobileprovision' }],
  ['download: an entry that is not an object is skipped', merchant({ download: {} }), { resources: [null as never, resource('ANDROID', 'https://platform.example/app.apk')] }, (e) => e.links.download, { android: 'https://platform.example/app.apk' }],
  ['download: other resource types are not downloads', merchant({ download: {} }), { resources: [resource('FACEBOOK', 'https://facebook.com/x')] }, (e) => e.links.download, {}],
  ['download: a malformed resource list is ignored', merchant(), { resources: 'nope' as never }, (e) => e.links.download, { android: 'https://config.example/app.apk' }],
];
const serviceRows: Row[] = [
  ['customer service: the platform list wins', merchant(), { customerService: [service('whatsapp', 'https://wa.me/2')] }, (e) => e.links.customerService, [service('whatsapp', 'https://wa.me/2')]],
  ['customer service: refused platform links are dropped', merchant(), { customerService: [service('CS', 'javascript:alert(1)'), service('CS', 'https://cs.platform.example/')] }, (e) => e.links.customerService.map((l) => l.url), ['https://cs.platform.example/']],
  ['customer service: tg:// only for a telegram link', merchant(), { customerService: [service('telegram', 'tg://resolve?domain=x'), service('CS', 'tg://resolve?domain=y')] }, (e) => e.links.customerService.map((l) => l.url), ['tg://resolve?domain=x']],
  ['customer service: an empty platform list keeps the config link', merchant(), { customerService: [] }, (e) => e.links.customerService, [{ type: 'CS', title: '', url: 'https://cs.config.example/' }]],
  ['customer service: neither gives none', merchant({ customerService: undefined }), { customerService: [] }, (e) => e.links.customerService, []],
];
const otherRows: Row[] = [
  ['agent menu: no platform list keeps the config', merchant(), {}, (e) => e.agentMenu, ['AGEPAG', 'SECPRIV']],
  ['agent menu: the platform list replaces the config', merchant(), { agentMenu: ['MAILCEN'] }, (e) => e.agentMenu, ['MAILCEN']],
  ['agent menu: an empty platform list permits nothing', merchant(), { agentMenu: [] }, (e) => e.agentMenu, []],
  ['agent menu: entries that are not strings are dropped', merchant(), { agentMenu: ['GAMSER', 7, null] }, (e) => e.agentMenu, ['GAMSER']],
  ['template: no platform value keeps the config', merchant(), {}, (e) => e.templates, { mem_cen: '0', dep_func: '1' }],
  ['template: an empty platform value is ignored', merchant(), { mobileTemplate: { dep_func: '' } }, (e) => e.templates.dep_func, '1'],
  ['download icons: the picture of each download the platform lists, types compared without case', merchant(), { resources: [{ resourceType: 'Android', url: 'https://platform.example/app.apk', icon: '/img/android.png' }] },
    (e) => e.links.downloadIcons, { android: '/img/android.png' }],
  ['download icons: the first resource of the type that has a picture', merchant(), { resources: [{ resourceType: 'IOS', url: 'https://platform.example/a.ipa', icon: '' }, { resourceType: 'IOS', url: 'https://platform.example/b.ipa', icon: '/img/ios.png' }] },
    (e) => e.links.downloadIcons, { ios: '/img/ios.png' }],
  ['download icons: a picture that is not a string is passed over for a later one', merchant(), { resources: [{ resourceType: 'IOS', url: 'https://platform.example/a.ipa', icon: 7 }, { resourceType: 'IOS', url: 'https://platform.example/b.ipa', icon: '/img/ios.png' }] },
    (e) => e.links.downloadIcons, { ios: '/img/ios.png' }],
  ['download icons: none for a picture that is not a string, a resource that is not a download, or no resource list', merchant(), { resources: [{ resourceType: 'ANDROID', url: 'https://platform.example/app.apk', icon: 7 }, { resourceType: 'TELEGRAM', url: 'https://t.me/x', icon: '/img/t.png' }, null as never] },
    (e) => e.links.downloadIcons, {}],
  ['download icons: none without platform values', merchant(), undefined, (e) => e.links.downloadIcons, {}],
  ['chat: the config link (the platform sends none)', merchant(), {}, (e) => e.links.chat, 'https://chat.config.example/'],
  ['messaging: the config button', merchant(), {}, (e) => e.links.messaging, { url: 'https://wa.me/1', label: 'WhatsApp' }],
  ['messaging: no button without one in the config', merchant({ messaging: undefined }), {}, (e) => e.links.messaging, undefined],
  ['messaging: a refused url gives no button', merchant({ messaging: { url: 'javascript:alert(1)', label: 'x' } }), {}, (e) => e.links.messaging, undefined],
];
const check = (_name: string, config: Merchant, platform: PlatformValues | undefined, read: (e: EffectiveConfig) => unknown, expected: unknown): void => {
  expect(read(effectiveConfig(config, platform))).toStrictEqual(expected);
};

describe('effectiveConfig (DESIGN 3)', () => {
  it.each(flagRows)('R3-36 %s', check);
  it.each(moduleRows)('R3-37 %s', check);
  it.each(linkRows)('R3-18 %s', check);
  it.each(serviceRows)('R3-19 %s', check);
  it.each(otherRows)('%s', check);
  it('R4-48 template: the platform\'s "1" wins', () => {
    expect(effectiveConfig(merchant(), { mobileTemplate: { mem_cen: '1' } }).templates.mem_cen).toBe('1');
  });
  it('R4-49 template: any other platform value is the base template', () => {
    expect(effectiveConfig(merchant(), { mobileTemplate: { dep_func: '2' } }).templates.dep_func).toBe('0');
  });

  it('R2.2-10 R2.3-5 R2.3-10 a `link` condition sees only the links that exist and pass the URL check', () => {
    const none = merchant({ telegram: undefined, chat: undefined, customerService: undefined, messaging: undefined, download: {} });
    expect([...presentLinks(effectiveConfig(none, undefined).links)]).toEqual([]);
    expect([...presentLinks(effectiveConfig(none, { resources: [resource('TELEGRAM', 'vbscript:x'), resource('IOS', 'file:///app.ipa')] }).links)]).toEqual([]);
    expect([...presentLinks(effectiveConfig(none, { resources: [resource('TELEGRAM', 'https://t.me/p'), resource('IOS', 'https://p.example/a.ipa')], customerService: [service('CS', 'https://cs.example/')] }).links)].sort())
      .toEqual(['customerService', 'download', 'telegram']);
    expect([...presentLinks(effectiveConfig(merchant(), undefined).links)].sort()).toEqual(['chat', 'customerService', 'download', 'messaging', 'telegram']);
  });
});
