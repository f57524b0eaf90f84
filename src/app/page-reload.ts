/** Loads the page afresh: the retry of a screen that could not be loaded (SPEC 8), one seam the tests replace. */
export function reloadPage(): void {
  window.location.reload();
}
