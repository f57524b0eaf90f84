/**
 * The brand as a phone shows it: the real app at 390x844 in the light and the dark theme side by side, on the
 * screen and as the visitor chosen, reloaded (the frames only) after each edit the server took.
 */
import { useEffect, useRef, useState } from 'react';
import { type PopupSource, signInAs, skipHomePopup, type Visitor } from './visitor.ts';

export const SCREENS = [
  { key: 'home', label: 'Home', path: '/m/home' },
  { key: 'drawer', label: 'Drawer', path: '/m/home' },
  { key: 'login', label: 'Login', path: '/m/login' },
  { key: 'register', label: 'Register', path: '/m/register' },
  { key: 'agent', label: 'Agent home', path: '/m/agent' },
] as const;

type ScreenKey = (typeof SCREENS)[number]['key'];

/** Opens the drawer in a frame once its header's menu button is there. */
function openDrawerIn(frame: HTMLIFrameElement): void {
  const started = Date.now();
  const timer = window.setInterval(() => {
    const button = frame.contentDocument?.querySelector<HTMLButtonElement>('header button[aria-haspopup="dialog"]');
    if (button !== null && button !== undefined) button.click();
    if ((button !== null && button !== undefined) || Date.now() - started > 10_000) window.clearInterval(timer);
  }, 100);
}

export function PreviewPane({ brand, version, popup }: { brand: string; version: number; popup: PopupSource }) {
  const [screen, setScreen] = useState<ScreenKey>('home');
  const [visitor, setVisitor] = useState<Visitor>('visitor');
  const [signedIn, setSignedIn] = useState(0);
  const [status, setStatus] = useState('');
  const frames = useRef<Record<string, HTMLIFrameElement | null>>({});
  const path = SCREENS.find((s) => s.key === screen)?.path ?? '/m/home';

  useEffect(() => {
    let current = true;
    setStatus(visitor === 'visitor' ? '' : `signing in as ${visitor}…`);
    void Promise.all([signInAs(visitor), skipHomePopup(popup)]).then(([message]) => {
      if (!current) return;
      setStatus(message);
      setSignedIn((n) => n + 1);
    });
    return () => { current = false; };
    // the popup's source changes with the brand only
  }, [visitor, brand]);

  const choose = (key: ScreenKey) => {
    setScreen(key);
    if (key === 'agent') setVisitor('agent');
  };

  return (
    <section className="preview" aria-label="Preview">
      <div className="preview-controls">
        <div role="radiogroup" aria-label="Screen">
          {SCREENS.map((s) => (
            <label key={s.key}><input type="radio" name="screen" checked={screen === s.key} onChange={() => choose(s.key)} /> {s.label}</label>
          ))}
        </div>
        <div role="radiogroup" aria-label="Visitor">
          {(['visitor', 'member', 'agent'] as const).map((who) => (
            <label key={who}><input type="radio" name="visitor" checked={visitor === who} onChange={() => setVisitor(who)} /> {who}</label>
          ))}
        </div>
        <span role="status">{status}</span>
      </div>
      <div className="phones">
        {(['light', 'dark'] as const).map((theme) => (
          <figure key={theme}>
            <figcaption>{theme} theme</figcaption>
            <div className="phone">
              <iframe
                key={`${theme}-${version}-${signedIn}-${screen}`}
                ref={(frame) => { frames.current[theme] = frame; }}
                title={`Preview, ${theme} theme`}
                src={`${path}?studio-theme=${theme}&v=${version}`}
                width={390}
                height={844}
                onLoad={(e) => { if (screen === 'drawer') openDrawerIn(e.currentTarget); }}
              />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
