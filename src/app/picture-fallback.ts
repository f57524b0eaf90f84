import { pictureFailed } from '../state/system-store.ts';

/**
 * R7-42: a picture that fails on the drawn image host is asked again from the next host, in one
 * place for every picture of the app (error events do not bubble, so this listens while capturing).
 */
export function installPictureFallback(doc: Document = document): () => void {
  const onError = (event: Event): void => {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || img.src === '') return;
    const next = pictureFailed(img.src);
    if (next !== undefined && next !== img.src) img.src = next;
  };
  doc.addEventListener('error', onError, true);
  return () => doc.removeEventListener('error', onError, true);
}
