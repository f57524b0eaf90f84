import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAgentHome } from '../../state/agent-store.ts';
import { confirmDialog } from '../../state/dialog-store.ts';
import { useMemberType } from '../../state/session-store.ts';
import { contractPrompts } from './rules.ts';

/**
 * R6-10, R6-11, D16: once the agent home has loaded, one prompt per pending contract, in order, each
 * with Cancel and Go; Go opens its contract page (and ends the round), Cancel moves to the next. Leaving the
 * agent home (a back gesture) takes the open prompt back with it.
 */
export function ContractPrompts() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const type = useMemberType();
  const { contracts } = useAgentHome();
  useEffect(() => {
    if (contracts === undefined) return;
    const prompts = contractPrompts(type, contracts);
    let stopped = false;
    const leaving = new AbortController();
    void (async () => {
      for (const prompt of prompts) {
        const go = await confirmDialog({
          title: t(`contract.${prompt.kind}.title`), message: t(`contract.${prompt.kind}.prompt`), confirmLabel: t('contract.go'), cancelLabel: t('contract.cancel'),
        }, leaving.signal);
        if (stopped) return;
        if (go) {
          void navigate(prompt.path);
          return;
        }
      }
    })();
    return () => {
      stopped = true;
      leaving.abort();
    };
  }, [contracts, type, t, navigate]);
  return null;
}
