/** The merchant config as an rjsf form generated from schemas/merchant.schema.json, with the studio's own parts. */
import Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Config } from './api.ts';
import { STUDIO_BUTTONS } from './buttons.tsx';
import { FlagsField } from './flags-field.tsx';
import { FORM_SCHEMA } from './form-schema.ts';
import { IconWidget } from './icon-widget.tsx';
import { JsonField } from './json-field.tsx';
import { LanguagesField } from './languages-field.tsx';
import { SectionTabs } from './sections.tsx';
import type { StudioContext } from './studio-context.ts';
import { ThemeColoursField } from './theme-colours-field.tsx';

const LAYOUT_SLOTS = ['home', 'drawer', 'footer', 'midNav', 'agentGrid', 'agentFooter'] as const;

const UI_SCHEMA: UiSchema = {
  'ui:ObjectFieldTemplate': SectionTabs,
  'ui:submitButtonOptions': { norender: true },
  $schema: { 'ui:widget': 'hidden' },
  extends: { 'ui:widget': 'hidden' },
  // the folder's name: a brand is renamed by its `name`, never by its code
  code: { 'ui:readonly': true },
  languages: { 'ui:field': 'languages' },
  whitelabel: { 'ui:field': 'flags', 'ui:options': { list: 'flagName' } },
  modules: { 'ui:field': 'flags', 'ui:options': { list: 'moduleId' } },
  agentMenu: { 'ui:widget': 'checkboxes' },
  theme: { dark: { 'ui:field': 'themeColours' }, light: { 'ui:field': 'themeColours' } },
  layout: Object.fromEntries(LAYOUT_SLOTS.map((slot) => [slot, { 'ui:options': { orderable: true }, items: { icon: { 'ui:widget': 'icon' }, when: { 'ui:field': 'json' }, options: { 'ui:field': 'json' } } }])),
};

const FIELDS = { themeColours: ThemeColoursField, flags: FlagsField, languages: LanguagesField, json: JsonField };
const WIDGETS = { icon: IconWidget };
const TEMPLATES = { ButtonTemplates: STUDIO_BUTTONS };
/** Defaults never enter the data by themselves: what is saved is what the operator set. */
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, allOf: 'skipDefaults' } as const;

export interface BrandFormProps {
  config: Config;
  errors: ErrorSchema;
  context: StudioContext;
  onChange: (config: Config) => void;
}

export function BrandForm({ config, errors, context, onChange }: BrandFormProps) {
  return (
    <Form<Config>
      className="brand-form"
      schema={FORM_SCHEMA}
      uiSchema={UI_SCHEMA}
      formData={config}
      validator={validator}
      // The server's validator speaks: the same code and words as npm run validate (extraErrors).
      noValidate
      showErrorList={false}
      noHtml5Validate
      extraErrors={errors}
      formContext={context}
      fields={FIELDS}
      widgets={WIDGETS}
      templates={TEMPLATES}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(event) => onChange((event.formData ?? {}) as Config)}
    />
  );
}
