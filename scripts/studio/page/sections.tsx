/**
 * The config's top-level properties in tabs (identity, languages, flags, theme, layout, links, platform), one shown
 * at a time, each tab with the count of errors standing in it.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { StudioContext } from './studio-context.ts';

export const SECTIONS: readonly { key: string; label: string; properties: readonly string[] }[] = [
  { key: 'brand', label: 'Brand', properties: ['code', 'name', 'domains', 'entryHosts', 'compliance'] },
  { key: 'languages', label: 'Languages', properties: ['languages', 'defaultLanguage'] },
  { key: 'flags', label: 'Flags', properties: ['whitelabel', 'modules', 'features', 'templates', 'agentMenu'] },
  { key: 'theme', label: 'Theme', properties: ['theme'] },
  { key: 'layout', label: 'Layout', properties: ['layout', 'routes'] },
  { key: 'links', label: 'Links', properties: ['links', 'signIn'] },
  { key: 'platform', label: 'Platform', properties: ['platform', 'registration', 'constants'] },
];

/** The tab a top-level property sits in ("platform" for one no tab names). */
export const sectionOfProperty = (property: string): string =>
  SECTIONS.find((section) => section.properties.includes(property))?.key ?? 'platform';

export function SectionTabs({ properties, registry }: ObjectFieldTemplateProps) {
  const context = registry.formContext as StudioContext;
  const shown = properties.filter((property) => !property.hidden && sectionOfProperty(property.name) === context.section);
  return (
    <div className="sections">
      <div role="tablist" aria-label="Config sections">
        {SECTIONS.map((section) => {
          const count = context.errorCounts[section.key] ?? 0;
          return (
            <button key={section.key} type="button" role="tab" id={`tab-${section.key}`} aria-selected={section.key === context.section}
              aria-controls="section-panel" className={count > 0 ? 'tab has-error' : 'tab'} onClick={() => context.setSection(section.key)}>
              {section.label}{count > 0 ? ` (${count} error${count === 1 ? '' : 's'})` : ''}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="section-panel" aria-labelledby={`tab-${context.section}`}>
        {shown.map((property) => <div key={property.name}>{property.content}</div>)}
      </div>
    </div>
  );
}
