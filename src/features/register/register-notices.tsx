import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fetchRegisterAnnouncements } from '../../api/announcements.ts';
import { languageState } from '../../i18n/i18n.ts';
import { useSystemStatus } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import local from './register.module.css';

const NO_HOSTS: readonly string[] = [];

/**
 * The registration announcements (R7-9) above the form, in the page's language: nothing while they load, when
 * there are none or when the call fails (they are not the form, so a failure is silent).
 */
export function RegisterNotices() {
  const { t } = useTranslation('auth');
  const language = useSnapshot(languageState).code;
  const imageHosts = useSystemStatus()?.info.imageCDNs ?? NO_HOSTS;
  const { load } = usePlatformLoad((signal) => fetchRegisterAnnouncements(language, { quiet: true, signal }), language);
  if (load.kind !== 'ready' || load.value.length === 0) return null;
  return (
    <section className={local.notices} aria-label={t('register.announcements')}>
      <ul className={local.noticeList}>
        {load.value.map((notice) => (
          <li key={notice.id} className={local.notice}>
            {notice.title !== '' && <p className={local.noticeTitle}><PlatformText text={notice.title} /></p>}
            <SanitisedHtml html={notice.content} imageHosts={imageHosts} className={local.noticeBody} />
          </li>
        ))}
      </ul>
    </section>
  );
}
