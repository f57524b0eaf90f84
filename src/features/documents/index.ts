// Public face of the documents feature: the operator's document view, which the registration's agreement dialogs show.
export { DocumentView } from './document-view.tsx';
