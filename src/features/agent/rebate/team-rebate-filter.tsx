import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebatePeriod } from '../../../api/rebate.ts';
import agent from '../agent.module.css';
import styles from './rebate.module.css';

interface TeamRebateFilterProps {
  periods: readonly RebatePeriod[];
  period: string;
  onPeriod: (periodStart: string) => void;
  onSearch: (userName: string) => void;
}

/** The period (one of the platform's, newest first) and a member of the team by account name. */
export function TeamRebateFilter({ periods, period, onPeriod, onSearch }: TeamRebateFilterProps) {
  const { t } = useTranslation('rebate');
  const [name, setName] = useState('');
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSearch(name.trim());
  };
  return (
    <form className={agent.filters} role="search" aria-label={t('team.filter')} onSubmit={submit}>
      <label className={`${agent.field} ${styles.periodField}`}>{t('team.period')}
        <select name="periodStart" value={period} disabled={periods.length === 0} onChange={(e) => onPeriod(e.target.value)}>
          {periods.map((p) => <option key={p.start} value={p.start}>{p.start} – {p.end}</option>)}
        </select>
      </label>
      <label className={agent.field}>{t('team.search')}
        <input type="search" name="userName" maxLength={64} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className={agent.button}>{t('team.search_button')}</button>
    </form>
  );
}
