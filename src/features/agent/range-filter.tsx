import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';
import { type DateRange, lastDays, PICKER_MAX, PICKER_MIN, rangeProblem } from './dates.ts';

const PRESETS = [1, 7, 30, 90] as const;

/** From and to dates (D13), quick ranges, and the reason a range cannot be asked for. */
export function RangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (problem === undefined) onChange(draft);
  };
  const preset = (days: number): void => {
    const next = lastDays(days);
    setDraft(next);
    onChange(next);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('team.filter')}>
      <div className={styles.presets}>
        {PRESETS.map((days) => {
          const r = lastDays(days);
          const on = r.startDate === range.startDate && r.endDate === range.endDate;
          return <button key={days} type="button" className={styles.preset} aria-pressed={on} onClick={() => preset(days)}>{t(`team.preset_${days}`)}</button>;
        })}
      </div>
      <label className={styles.field}>{t('team.from')}
        <input type="date" name="startDate" min={PICKER_MIN} max={PICKER_MAX} value={draft.startDate} onChange={(e) => setDraft({ ...draft, startDate: e.target.value })} />
      </label>
      <label className={styles.field}>{t('team.to')}
        <input type="date" name="endDate" min={PICKER_MIN} max={PICKER_MAX} value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
      </label>
      <button type="submit" className={styles.button} disabled={problem !== undefined}>{t('team.apply')}</button>
      {problem !== undefined && <p className={`${styles.negative} ${styles.fullRow}`} role="alert">{t(`team.range_${problem}`)}</p>}
    </form>
  );
}
