/**
 * The game type filters of a category page (SPEC 3 Category filter, RULES R3-39): the classify codes the
 * platform's games of this type carry, All first. The codes of SPEC 3's category list (VP video poker,
 * JP accumulative prize, SC scratch, TG table games, AC arcade) and our own slot and crash pages' SL and CR
 * are named by our texts in every language; any other code by the name the platform sends.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassifyFilter, fetchClassify, type GameType } from '../../api/games.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import styles from './games.module.css';

export const NAMED_CLASSIFY_CODES: readonly string[] = ['SL', 'VP', 'JP', 'SC', 'TG', 'AC', 'CR'];

interface ClassifyChipsProps {
  gameType: GameType;
  /** The chosen code; '' is All. */
  selected: string;
  onSelect: (code: string) => void;
}

export function ClassifyChips({ gameType, selected, onSelect }: ClassifyChipsProps) {
  const { t } = useTranslation('lobby');
  const [filters, setFilters] = useState<ClassifyFilter[]>([]);
  useEffect(() => {
    let live = true;
    fetchClassify(gameType, { quiet: true }).then((list) => live && setFilters(list), () => live && setFilters([]));
    return () => {
      live = false;
    };
  }, [gameType]);
  if (filters.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('filters')}>
      <button type="button" className={styles.chip} aria-pressed={selected === ''} onClick={() => onSelect('')}>{t('filter_all')}</button>
      {filters.map((f) => (
        <button key={f.caId} type="button" className={styles.chip} aria-pressed={selected === f.caId} onClick={() => onSelect(f.caId)}>
          {NAMED_CLASSIFY_CODES.includes(f.caId) ? t(`classify.${f.caId}`) : <PlatformText text={f.name} />}
        </button>
      ))}
    </div>
  );
}
