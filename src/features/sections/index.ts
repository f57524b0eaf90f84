// Public face of what the lazy home sections share (SPEC 2.14): their data hook, their list body, their options.
export { countOption } from './options.ts';
export { SectionBody } from './section-body.tsx';
export { type SectionLoad, useSectionLoad } from './use-section-load.ts';
