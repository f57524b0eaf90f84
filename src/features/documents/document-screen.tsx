/** The operator's terms and privacy policy as screens of their own (SPEC 2.14 Terms, Policy). */
import { DocumentView } from './document-view.tsx';
import styles from './document.module.css';

/** /m/terms */
export function TermsScreen() {
  return <div className={styles.page}><DocumentView kind="terms" /></div>;
}

/** /m/policy */
export function PolicyScreen() {
  return <div className={styles.page}><DocumentView kind="policy" /></div>;
}
