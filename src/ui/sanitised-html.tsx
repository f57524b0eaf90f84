import { useEffect, useState } from 'react';
import { allowedHosts } from '../config/safe-url.ts';
import { PlatformHtml } from './platform-html.tsx';
import { sanitise, type SafeHtml } from './platform-html-policy.ts';

/**
 * Platform HTML (help topics, promotions, notices) sanitised under the one policy and then shown; nothing
 * until its own result is ready, so an older answer never shows under newer HTML.
 */
export function SanitisedHtml({ html, imageHosts, className }: { html: string; imageHosts: readonly string[]; className?: string | undefined }) {
  const [safe, setSafe] = useState<{ from: string; html: SafeHtml } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void sanitise(html, { imageHosts, origin: window.location.origin, linkHosts: allowedHosts() }).then((result) => live && setSafe({ from: html, html: result.html }));
    return () => {
      live = false;
    };
  }, [html, imageHosts]);
  return safe?.from === html ? <PlatformHtml html={safe.html} className={className} /> : null;
}
