import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import styles from '../../ui/form/form.module.css';
import { Tabs } from '../../ui/form/tabs.tsx';
import { ForgetEmailForm } from './forget-email-form.tsx';
import { ForgetPhoneForm } from './forget-phone-form.tsx';

export type RecoveryMode = 'phone' | 'email';

/** D7: CHNGPASSVERIF3 on shows both tabs, phone first; off shows the e-mail form alone. */
export function recoveryModes(phoneFlag: boolean): RecoveryMode[] {
  return phoneFlag ? ['phone', 'email'] : ['email'];
}

/** /m/forget (SPEC 2.6). */
export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const modes = recoveryModes(useEffectiveConfig().whitelabel.CHNGPASSVERIF3);
  const [chosen, setChosen] = useState<RecoveryMode>('phone');
  const mode = modes.includes(chosen) ? chosen : 'email';
  return (
    <div className={styles.page}>
      <div className={styles.body}>
        {modes.length > 1 && (
          <Tabs label={t('forget.methods')} selected={mode} onSelect={setChosen}
            tabs={modes.map((m) => ({ key: m, label: t(m === 'phone' ? 'forget.tab_phone' : 'forget.tab_email') }))} />
        )}
        {mode === 'email' ? <ForgetEmailForm /> : <ForgetPhoneForm />}
      </div>
    </div>
  );
}
