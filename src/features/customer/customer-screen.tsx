import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchServiceLinks } from '../../api/customer-service.ts';
import { allowedHosts } from '../../config/safe-url.ts';
import { isTelegramService, type ServiceLink, usableServiceLinks } from '../../config/effective-config.ts';
import { useEffectiveConfig } from '../../state/effective-config.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PlatformText } from '../../ui/platform-text.tsx';
import styles from './customer-screen.module.css';
import { serviceChannel } from './service-channel.ts';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; links: ServiceLink[] };

/** Customer service (SPEC 2.1, 3): the platform's service links (R7-28), else the effective config's. */
export function CustomerScreen() {
  const { t } = useTranslation();
  const [state, setState] = useState<Load>({ kind: 'loading' });
  const fallback = useEffectiveConfig().links.customerService;
  useEffect(() => {
    let live = true;
    fetchServiceLinks({ quiet: true })
      .then((links) => live && setState({ kind: 'ready', links }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  const fetched = state.kind === 'ready' ? usableServiceLinks(state.links, allowedHosts()) : [];
  const links = fetched.length === 0 && state.kind !== 'loading' ? fallback : fetched;
  return (
    <section className={styles.page} aria-labelledby="customer-title">
      <h2 id="customer-title" className={styles.intro}>{t('customer.intro')}</h2>
      {state.kind === 'loading' && <p className={styles.state} role="status">{t('loading')}</p>}
      {state.kind === 'failed' && links.length === 0 && <p className={styles.state} role="alert">{t('load_failed')}</p>}
      {state.kind === 'ready' && links.length === 0 && <p className={styles.state}>{t('customer.none')}</p>}
      <ul className={styles.list}>
        {links.map((link) => {
          const { title, icon } = serviceChannel(link, t('customer.title'));
          return (
            <li key={`${link.type}-${link.url}`} className={styles.row}>
              <span className={styles.badge}><Icon name={icon} /></span>
              <PlatformText text={title} className={styles.name} />
              <ExternalLink className={styles.open} href={link.url} telegram={isTelegramService(link)} aria-label={`${t('customer.open')} ${title}`}>
                {t('customer.open')}
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
