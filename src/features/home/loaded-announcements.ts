import { useEffect } from 'react';
import { loadHomeAnnouncements, useHomeAnnouncements } from '../../state/home-announcements-store.ts';
import { useListLanguage } from '../games/index.ts';

/**
 * The home announcements in the list language, for the sections that show them (banner, ticker,
 * popup): each asks for them, the store sends one request per language.
 */
export function useLoadedHomeAnnouncements(): ReturnType<typeof useHomeAnnouncements> {
  const language = useListLanguage();
  useEffect(() => {
    void loadHomeAnnouncements(language);
  }, [language]);
  return useHomeAnnouncements();
}
