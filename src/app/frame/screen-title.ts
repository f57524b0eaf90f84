import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { isHomePath } from '../../config/routes.ts';

/**
 * The screen's title from the route table: the one h1 its header draws, and the
 * document title "<title> · <brand>". Home is the brand's front page and is titled by the brand alone:
 * the entry page the build writes carries that title, so the tab does not change at boot, and bookmarks
 * and search results name the site, not "Home".
 */
export function useScreenTitle(pathname: string, titleKey: string): string {
  const { t } = useTranslation();
  const brand = getMerchant().name;
  const home = isHomePath(pathname);
  const title = home ? brand : t(titleKey);
  useEffect(() => {
    document.title = home ? brand : `${title} · ${brand}`;
  }, [home, brand, title]);
  return title;
}
