// Public face of the register feature: other features import only from here.
// The schema-driven form engine, which the agent's downline form (features/agent) uses too.
export { fieldOf, messageFor } from './messages.ts';
export { buildSchema, type RegisterSchema, type StringSchema } from './schema.ts';
export { validatorFor } from './validator.ts';
export { focusFieldAfterRender, useFormSubmit } from './use-form-submit.ts';
export { FieldTemplate, FORM_BEHAVIOUR, ObjectFieldTemplate, type RegisterContext, WIDGETS } from './widgets.tsx';
