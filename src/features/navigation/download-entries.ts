/** The entries of the download popup for a device (SPEC 2.12): pure, so each device's list is tested. */
import type { DownloadKind } from '../../config/effective-config.ts';
import type { DeviceFacts } from '../../state/device.ts';

export type DownloadEntry = { kind: 'homeScreen' } | { kind: DownloadKind; url: string };

interface Where {
  device: DeviceFacts;
  /** Already installed to the home screen (display-mode standalone). */
  standalone: boolean;
  /** The device storage flag WEBCLIP equals 1: the profile is installed (R2.12-10). */
  webclip: boolean;
}

/**
 * R2.12-1: an iPhone gets add to home screen (R2.12-2: only in Safari, not yet installed), the iOS app and
 * the profile; an Android phone the Android app; any other device every link, so a desktop can fetch any.
 */
export function downloadEntries({ device, standalone, webclip }: Where, download: Readonly<Partial<Record<DownloadKind, string>>>): DownloadEntry[] {
  const kinds: DownloadKind[] = device.ios ? ['ios', 'mobileconfig'] : device.android ? ['android'] : ['android', 'ios', 'mobileconfig'];
  const links = kinds.flatMap((kind): DownloadEntry[] => {
    const url = download[kind];
    return url === undefined || (webclip && kind === 'mobileconfig') ? [] : [{ kind, url }];
  });
  return device.ios && device.safari && !standalone ? [{ kind: 'homeScreen' }, ...links] : links;
}
