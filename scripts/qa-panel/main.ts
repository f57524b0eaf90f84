/** The QA flag panel's entry: the dev server and the preview load it into the page (issue 17 point 5). */
import { mountPanel } from './panel.ts';
import { chosenPseudo, startPseudo } from './pseudo.ts';

const pseudo = chosenPseudo();
if (pseudo !== undefined) startPseudo(pseudo);
void mountPanel().catch((error: Error) => console.error(`QA panel: ${error.message}`));
