/** The studio: brands, the open brand's form with its errors, Save, New brand, and the live preview. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, type BrandSummary, type Config, type ConfigError, formatError, type LanguageTexts, type LoadedBrand } from './api.ts';
import { BrandForm } from './brand-form.tsx';
import { errorSchemaOf, sectionOf } from './error-schema.ts';
import { NewBrand } from './new-brand.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { SECTIONS, sectionOfProperty } from './sections.tsx';
import type { PopupSource } from './visitor.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where the app asks for the brand's home popup (its platform values and default language). */
function popupSource(config: Config): PopupSource {
  const platform = (config['platform'] ?? {}) as Record<string, unknown>;
  return { announcementPlatform: text(platform['announcementPlatform']), merchantCode: text(platform['merchantCode']), language: text(config['defaultLanguage']) };
}

/** Edits reach the server (errors, preview) after this pause in typing. */
const SETTLE_MS = 300;

export function StudioApp() {
  const [brands, setBrands] = useState<BrandSummary[]>([]);
  const [loaded, setLoaded] = useState<LoadedBrand | undefined>();
  const [draft, setDraft] = useState<Config | undefined>();
  const [errors, setErrors] = useState<ConfigError[]>([]);
  const [checking, setChecking] = useState(false);
  const [previewed, setPreviewed] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const [section, setSection] = useState<string>(SECTIONS[0]?.key ?? 'brand');
  const [languages, setLanguages] = useState<LanguageTexts[]>([]);
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | undefined>();
  const sent = useRef(0);

  const refreshBrands = useCallback(async () => setBrands((await api.brands()).value.brands), []);

  const check = useCallback(async (code: string, config: Config) => {
    const ticket = ++sent.current;
    setChecking(true);
    const { value } = await api.preview(code, config);
    if (ticket !== sent.current) return;
    setChecking(false);
    setErrors(value.errors ?? [{ file: `merchants/${code}/merchant.json`, path: '', message: value.error ?? 'not checked' }]);
    setPreviewed(code);
    if (value.previewing === true) setVersion((n) => n + 1);
  }, []);

  const open = useCallback(async (code: string) => {
    const { value } = await api.brand(code);
    setNotice(value.error === undefined ? undefined : { text: value.error, alert: true });
    if (value.error !== undefined) return;
    setLoaded(value);
    setDraft(value.config);
    setErrors(value.errors);
    history.replaceState(null, '', `/studio/?brand=${encodeURIComponent(code)}`);
    if (value.config !== undefined) await check(code, value.config);
  }, [check]);

  useEffect(() => {
    void (async () => {
      const { value } = await api.brands();
      setBrands(value.brands);
      const wanted = new URLSearchParams(location.search).get('brand') ?? value.current ?? value.brands[0]?.code;
      if (wanted !== undefined) await open(wanted);
    })();
    void api.languages().then(({ value }) => setLanguages(value.languages));
  }, [open]);

  // each edit, once typing settles: its errors and the preview
  useEffect(() => {
    if (loaded === undefined || draft === undefined || draft === loaded.config) return undefined;
    const timer = window.setTimeout(() => void check(loaded.code, draft), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, loaded, check]);

  const save = async () => {
    if (loaded === undefined || draft === undefined) return;
    const { status, value } = await api.save(loaded.code, draft);
    if (status === 200) {
      setErrors([]);
      setLoaded({ ...loaded, own: value.own ?? loaded.own, config: draft });
      setNotice({ text: `Saved ${value.saved ?? ''}`, alert: false });
      await refreshBrands();
      return;
    }
    if (value.errors !== undefined) setErrors(value.errors);
    const count = value.errors?.length ?? 0;
    setNotice({ text: count > 0 ? `Save refused: ${count} error${count === 1 ? '' : 's'} stand${count === 1 ? 's' : ''}. ${value.errors?.map(formatError).join(' ')}` : `Save refused: ${value.error ?? status}`, alert: true });
  };

  const errorCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const error of errors) {
      const key = sectionOfProperty(sectionOf(error.path));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }, [errors]);
  const errorSchema = useMemo(() => errorSchemaOf(errors), [errors]);
  const context = useMemo(() => ({ languages, section, setSection, errorCounts }), [languages, section, errorCounts]);
  const dirty = loaded !== undefined && draft !== undefined && JSON.stringify(draft) !== JSON.stringify(loaded.config);

  return (
    <div className="studio">
      <header className="toolbar">
        <h1>Brand studio</h1>
        <label>
          Brand{' '}
          <select value={loaded?.code ?? ''} onChange={(e) => void open(e.target.value)}>
            {brands.map((brand) => <option key={brand.code} value={brand.code}>{brand.name} ({brand.code}{brand.extends === undefined ? '' : `, extends ${brand.extends}`})</option>)}
          </select>
        </label>
        <NewBrand brands={brands} onCreated={async (code, output) => { await refreshBrands(); await open(code); setNotice({ text: output, alert: false }); }} onFailed={(text) => setNotice({ text, alert: true })} />
        <span className="state" aria-live="polite">{checking ? 'checking…' : errors.length === 0 ? 'no errors' : `${errors.length} error${errors.length === 1 ? '' : 's'}`}{dirty ? ' · unsaved changes' : ''}</span>
        <button type="button" className="save" onClick={() => void save()} disabled={loaded === undefined}>Save</button>
      </header>
      {notice !== undefined && <p className={notice.alert ? 'notice alert' : 'notice'} role={notice.alert ? 'alert' : 'status'}>{notice.text}</p>}
      <main className="workspace">
        <section className="editor" aria-label="Config">
          {errors.length > 0 && (
            <details className="error-summary" open>
              <summary>{errors.length} error{errors.length === 1 ? '' : 's'} (Save is refused while any stands)</summary>
              <ul>
                {errors.map((error) => (
                  <li key={formatError(error)}><button type="button" className="link" onClick={() => setSection(sectionOfProperty(sectionOf(error.path)))}>{formatError(error)}</button></li>
                ))}
              </ul>
            </details>
          )}
          {loaded !== undefined && draft === undefined && <p>merchants/{loaded.code}/merchant.json cannot be resolved; fix the errors above in the file, then open it again.</p>}
          {draft !== undefined && <BrandForm config={draft} errors={errorSchema} context={context} onChange={setDraft} />}
        </section>
        {previewed !== undefined && draft !== undefined && <PreviewPane brand={previewed} version={version} popup={popupSource(draft)} />}
      </main>
    </div>
  );
}
