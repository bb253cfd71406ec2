/** Marks the document once React has hydrated, so browser tests (and curious developers) can tell. */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
