/** On the 404 page, logs the path, so that broken links show up in the browser console and in monitoring. */
export function logNotFound(root: ParentNode = document) {
  if (root.querySelector('[data-not-found]')) console.error(`404: no page at ${window.location.pathname}`)
}
