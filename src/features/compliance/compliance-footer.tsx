import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import styles from './compliance-footer.module.css';

/**
 * Trust and compliance, under home and the settings screen: the age limit, the responsible-gaming link and
 * the licence line from the merchant config (a link the URL rule refuses is not drawn, ExternalLink), and the
 * platform's terms and privacy policy (SPEC 2.14 Terms, Policy).
 */
export function ComplianceFooter() {
  const { t } = useTranslation();
  const { compliance, constants } = getMerchant();
  const age = constants.limits.ageConfirmation;
  return (
    <footer className={styles.footer}>
      <p className={styles.age}>
        <span className={styles.badge} aria-hidden="true" dir="ltr">{`${age}+`}</span>
        <span>{t('compliance.age_notice', { age })}</span>
      </p>
      <div className={styles.links}>
        <ExternalLink className={styles.link} href={compliance.responsibleGaming}>{t('compliance.responsible_gaming')}</ExternalLink>
        <Link className={styles.link} to="/m/terms">{t('compliance.terms')}</Link>
        <Link className={styles.link} to="/m/policy">{t('compliance.privacy_policy')}</Link>
      </div>
      {/* The operator's own words, in whatever script: its direction is its own. */}
      <p className={styles.licence} dir="auto">{compliance.licence}</p>
    </footer>
  );
}
