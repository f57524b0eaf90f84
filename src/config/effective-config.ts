/**
 * The effective config (DESIGN 3): the platform's runtime values where it sends a
 * usable one, else the merchant's. Every screen reads these values through useEffectiveConfig
 * (src/state/effective-config.ts); none merges the two itself.
 */
import type { Condition, Merchant } from '../generated/merchant.ts';
import { brandHosts, type HostList, safeUrl, TELEGRAM_URL, type UrlKind, WEB_URL } from './safe-url.ts';

export type WhitelabelFlag = keyof Merchant['whitelabel'];
export type LinkName = NonNullable<Condition['link']>;
export type DownloadKind = keyof NonNullable<Merchant['links']['download']>;

/** A customer-service link with its URL decoded (R3-19: the platform sends it obfuscated, src/api decodes it). */
export interface ServiceLink {
  type: string;
  title: string;
  url: string;
}

/** What the platform says at runtime (system status info). Any part may be missing or malformed. */
export interface PlatformValues {
  whitelabel?: Readonly<Record<string, unknown>> | undefined;
  modules?: Readonly<Record<string, unknown>> | undefined;
  agentMenu?: readonly unknown[] | undefined;
  mobileTemplate?: Readonly<Record<string, unknown>> | undefined;
  resources?: readonly Readonly<{ resourceType?: unknown; url?: unknown; icon?: unknown }>[] | undefined;
  customerService?: readonly ServiceLink[] | undefined;
}

/** Links that passed the URL check (DESIGN 4); a missing one is undefined or empty. */
export interface EffectiveLinks {
  telegram: string | undefined;
  chat: string | undefined;
  customerService: readonly ServiceLink[];
  download: Readonly<Partial<Record<DownloadKind, string>>>;
  /** The platform's picture for each download it lists (R2.12-4), as sent: a picture URL is checked where it is shown. */
  downloadIcons: Readonly<Partial<Record<DownloadKind, string>>>;
  messaging: Readonly<{ url: string; label: string }> | undefined;
}

export interface EffectiveConfig {
  whitelabel: Readonly<Merchant['whitelabel']>;
  modules: Readonly<Merchant['modules']>;
  /** Agent menu keys; the platform may name keys this build does not know, which no item asks for. */
  agentMenu: readonly string[];
  templates: Readonly<Merchant['templates']>;
  links: EffectiveLinks;
}

const DOWNLOAD_RESOURCE: Readonly<Record<string, DownloadKind>> = { ANDROID: 'android', IOS: 'ios', MOBILECONFIG: 'mobileconfig', MOBILEPROVISION: 'mobileprovision' };

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'Y') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'N') return false;
  return undefined;
}

/** Each of the merchant's switches, overridden by the platform's value for it when that reads as on or off. */
function switches<T extends Record<string, boolean>>(merchant: T, platform: Readonly<Record<string, unknown>> | undefined): T {
  return Object.fromEntries(Object.entries(merchant).map(([key, on]) => [key, asBoolean(platform?.[key]) ?? on])) as T;
}

/** SPEC 4 Template: "1" is the new template, any other value the platform sends the base one. */
function templates(merchant: Merchant['templates'], platform: Readonly<Record<string, unknown>> | undefined): Merchant['templates'] {
  const pick = (key: keyof Merchant['templates']): '0' | '1' => {
    const value = platform?.[key];
    return typeof value === 'string' && value !== '' ? (value === '1' ? '1' : '0') : merchant[key];
  };
  return { mem_cen: pick('mem_cen'), dep_func: pick('dep_func') };
}

function agentMenu(merchant: Merchant['agentMenu'], platform: readonly unknown[] | undefined): readonly string[] {
  return Array.isArray(platform) ? platform.filter((key): key is string => typeof key === 'string') : merchant;
}

/** The icon of the platform's first resource of this type that carries one (R2.12-4). */
function resourceIcon(platform: PlatformValues | undefined, type: string): string | undefined {
  return resourcesOf(platform).find((r): r is { resourceType: string; icon: string } =>
    typeof r?.resourceType === 'string' && r.resourceType.toUpperCase() === type && typeof r.icon === 'string' && r.icon !== '')?.icon;
}

function resourcesOf(platform: PlatformValues | undefined): NonNullable<PlatformValues['resources']> {
  // Stryker disable next-line ArrayDeclaration: an entry in place of the empty list is not a resource object, so every caller skips it
  return Array.isArray(platform?.resources) ? platform.resources : [];
}

/** The first usable URL of the platform's resources of this type (R3-18), compared case-insensitively. */
function resourceUrl(platform: PlatformValues | undefined, type: string, kinds: readonly UrlKind[], hosts: HostList): string | undefined {
  for (const resource of resourcesOf(platform)) {
    const url = typeof resource?.resourceType === 'string' && resource.resourceType.toUpperCase() === type ? safeUrl(resource.url, kinds, hosts) : undefined;
    if (url !== undefined) return url;
  }
  return undefined;
}

/** A customer-service link of type telegram may be a tg:// link (DESIGN 4). */
export function isTelegramService(link: ServiceLink): boolean {
  return /telegram/i.test(link.type);
}

/** The service links whose URL passes the URL check. */
export function usableServiceLinks(links: readonly ServiceLink[], hosts: HostList): ServiceLink[] {
  return links.filter((link) => safeUrl(link.url, isTelegramService(link) ? TELEGRAM_URL : WEB_URL, hosts) !== undefined);
}

function links(merchant: Merchant['links'], platform: PlatformValues | undefined, hosts: HostList): EffectiveLinks {
  const download: Partial<Record<DownloadKind, string>> = {};
  const downloadIcons: Partial<Record<DownloadKind, string>> = {};
  for (const [type, kind] of Object.entries(DOWNLOAD_RESOURCE)) {
    const url = resourceUrl(platform, type, WEB_URL, hosts) ?? safeUrl(merchant.download?.[kind], WEB_URL, hosts);
    if (url !== undefined) download[kind] = url;
    const icon = resourceIcon(platform, type);
    if (icon !== undefined) downloadIcons[kind] = icon;
  }
  // Stryker disable next-line ArrayDeclaration: an entry in place of the empty list has no usable URL, so it is filtered out
  const platformService = usableServiceLinks(platform?.customerService ?? [], hosts);
  const configuredService = safeUrl(merchant.customerService, WEB_URL, hosts);
  return {
    telegram: resourceUrl(platform, 'TELEGRAM', TELEGRAM_URL, hosts) ?? safeUrl(merchant.telegram, TELEGRAM_URL, hosts),
    chat: safeUrl(merchant.chat, WEB_URL, hosts),
    customerService: platformService.length > 0 ? platformService : configuredService === undefined ? [] : [{ type: 'CS', title: '', url: configuredService }],
    download,
    downloadIcons,
    messaging: messagingButton(merchant.messaging, hosts),
  };
}

function messagingButton(messaging: Merchant['links']['messaging'], hosts: HostList): EffectiveLinks['messaging'] {
  if (messaging === undefined) return undefined;
  const url = safeUrl(messaging.url, WEB_URL, hosts);
  return url === undefined ? undefined : { url, label: messaging.label };
}

/** DESIGN 3: the platform wins wherever it sends a usable value; the merchant's config fills the rest. */
export function effectiveConfig(merchant: Merchant, platform: PlatformValues | undefined): EffectiveConfig {
  return {
    whitelabel: switches(merchant.whitelabel, platform?.whitelabel),
    modules: switches(merchant.modules, platform?.modules),
    agentMenu: agentMenu(merchant.agentMenu, platform?.agentMenu),
    templates: templates(merchant.templates, platform?.mobileTemplate),
    // Stryker disable next-line OptionalChaining: pages always have a location; the chain serves Node, where build scripts load this module
    links: links(merchant.links, platform, brandHosts(merchant, globalThis.location?.hostname)),
  };
}

/** The link names a `when: { link }` condition sees as present. */
export function presentLinks(links: EffectiveLinks): Set<LinkName> {
  const present = new Set<LinkName>();
  if (links.telegram !== undefined) present.add('telegram');
  if (links.chat !== undefined) present.add('chat');
  if (links.customerService.length > 0) present.add('customerService');
  if (Object.keys(links.download).length > 0) present.add('download');
  if (links.messaging !== undefined) present.add('messaging');
  return present;
}
