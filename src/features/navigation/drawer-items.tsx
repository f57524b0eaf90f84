import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { changeLanguage, languageState } from '../../i18n/i18n.ts';
import { languageInfo } from '../../i18n/languages.ts';
import { setTheme, useTheme } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icon.tsx';
import { NavDisclosure } from '../../ui/nav-disclosure.tsx';
import { NavEntry } from '../../ui/nav-entry.tsx';
import styles from '../../ui/drawer-group.module.css';
import type { NavItemProps } from '../nav-items/index.ts';

/** Slot search (SPEC 2.2): opens the slot category with its search input focused (and the text typed). */
export function SlotSearchItem({ onDone }: NavItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onDone?.();
    const query = new URLSearchParams({ focus: 'search' });
    if (text.trim() !== '') query.set('q', text.trim());
    navigate(`/m/rng?${query.toString()}`);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input className={styles.searchInput} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('search_slots')} aria-label={t('search_slots')} enterKeyHint="search" />
      <button type="submit" className={styles.searchButton} aria-label={t('search')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}

/** Language switcher (SPEC 2.2): the merchant's languages, a tick on the current one. */
export function LanguageItem({ item, variant }: NavItemProps) {
  const { t } = useTranslation();
  const current = useSnapshot(languageState).code;
  return (
    <NavDisclosure variant={variant} icon={item.icon ?? 'globe'} label={t(`nav.${item.label ?? 'language'}`)} value={languageInfo(current)?.nativeName}>
      {/* A radio group owns radios, not list items (axe listitem): its options sit in it directly. */}
      <div className={styles.list} role="radiogroup" aria-label={t('nav.language')}>
        {getMerchant().languages.map((code) => (
          <button key={code} type="button" role="radio" aria-checked={code === current} className={styles.option} lang={languageInfo(code)?.locale} onClick={() => void changeLanguage(code)}>
            <span className={styles.name}>{languageInfo(code)?.nativeName ?? code}</span>
            {code === current && <Icon name="check" size={18} />}
          </button>
        ))}
      </div>
    </NavDisclosure>
  );
}

/** Dark or light theme, kept on the device (SPEC 3). */
export function ThemeItem({ item, variant }: NavItemProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <NavEntry
      variant={variant}
      icon={item.icon ?? (theme === 'dark' ? 'moon' : 'sun')}
      label={t(`nav.${item.label ?? 'theme'}`)}
      onClick={() => setTheme(next)}
      trailing={<span className={styles.value}>{t(theme === 'dark' ? 'theme_dark' : 'theme_light')}</span>}
    />
  );
}
