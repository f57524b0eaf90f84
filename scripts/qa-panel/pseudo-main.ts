/**
 * The pseudo-locale alone, without the panel: the QA matrix injects it before the page's own scripts (an init
 * script runs before the body exists), so it starts once the body is there.
 */
import { chosenPseudo, startPseudo } from './pseudo.ts';

const variant = chosenPseudo();
if (variant !== undefined) {
  if (document.body === null) document.addEventListener('DOMContentLoaded', () => startPseudo(variant), { once: true });
  else startPseudo(variant);
}
