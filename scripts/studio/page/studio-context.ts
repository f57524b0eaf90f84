/** What the form's custom parts read from rjsf's formContext (registry.formContext in rjsf 6). */
import type { LanguageTexts } from './api.ts';

export interface StudioContext {
  languages: LanguageTexts[];
  /** The section (tab) shown, and how many errors stand in each. */
  section: string;
  setSection: (section: string) => void;
  errorCounts: Record<string, number>;
}
