import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { getMerchant } from '../../config/merchant.ts';
import type { CustomerServiceLink } from '../../generated/api/system.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './customer-screen.module.css';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; links: CustomerServiceLink[] };

/** Only http(s) links leave the app (DESIGN 4). */
export function isSafeLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Customer service (SPEC 2.1, 3): the platform's service links, else the merchant's configured one. */
export function CustomerScreen() {
  const { t } = useTranslation();
  const [state, setState] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    call<{ version: { pathList: CustomerServiceLink[] } }>('customerService', undefined, { quiet: true })
      .then((value) => live && setState({ kind: 'ready', links: value.version.pathList }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  const configured = getMerchant().links.customerService;
  const links = state.kind === 'ready' ? state.links.filter((link) => isSafeLink(link.path)) : [];
  if (links.length === 0 && configured !== undefined && state.kind !== 'loading') links.push({ type: 'CS', title: t('customer.title'), path: configured });
  return (
    <section className={styles.page} aria-labelledby="customer-title">
      <h2 id="customer-title" className={styles.intro}>{t('customer.intro')}</h2>
      {state.kind === 'loading' && <p className={styles.state} role="status">{t('loading')}</p>}
      {state.kind === 'failed' && links.length === 0 && <p className={styles.state} role="alert">{t('load_failed')}</p>}
      {state.kind === 'ready' && links.length === 0 && <p className={styles.state}>{t('customer.none')}</p>}
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={`${link.type}-${link.path}`} className={styles.row}>
            <span className={styles.badge}><Icon name={/telegram/i.test(link.type) ? 'telegram' : /whatsapp/i.test(link.type) ? 'mail' : 'headset'} /></span>
            <span className={styles.name}>{link.title}</span>
            <a className={styles.open} href={link.path} target="_blank" rel="noopener noreferrer" aria-label={`${t('customer.open')} ${link.title}`}>
              {t('customer.open')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
