import type { Merchant } from '../generated/merchant.ts';
import styles from './app.module.css';

interface AppProps {
  merchant: Merchant;
}

/** The brand's shell; the frame (header, bars, drawer, routes) is assembled from config in src/app. */
export function App({ merchant }: AppProps) {
  return (
    <>
      <header className={styles.header}>
        <img className={styles.logo} src={`/brand/${merchant.theme.logo}`} alt="" width={160} height={40} />
        <h1 className={styles.name}>{merchant.name}</h1>
      </header>
      <main className={styles.main}>
        <p className={styles.welcome}>{merchant.domains[0]}</p>
      </main>
    </>
  );
}
