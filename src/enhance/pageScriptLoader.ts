/**
 * The one inline script of every page: it starts loading the page script (pages/+client.ts) only after the first
 * paint, and holds what a visitor does to an island until that script takes over (src/islands/startIslands.ts).
 *
 * Why: the page script is small and never blocks rendering, but a script whose request ends before the first
 * paint is still counted in the paint by Lighthouse's simulation (Lantern), and by slow networks, where it
 * competes with the HTML and the stylesheet. Fetched after the paint, it costs the paint nothing (issue 11).
 *
 * CAREFUL HERE: this text is allowed by its SHA-256 in the Content-Security-Policy (scripts/deploy/policy.ts), so
 * any change to it changes the policy: rebuild (`npm run build` regenerates deploy/nginx/reelfi.conf) and commit.
 * It is kept free of anything that differs between pages or builds; the page script's URL is read from the
 * element's `data-page-script` attribute, which scripts/tune-html.ts writes.
 */
export const PAGE_SCRIPT_LOADER = [
  'const held=[];',
  "const hold=(e)=>{if(e.target instanceof Element&&e.target.closest('[data-island]')){held.push(e);",
  "if(e.type==='keydown'&&/^(Arrow(Up|Down|Left|Right)|Home|End)$/.test(e.key))e.preventDefault()}};",
  "const types=['pointerover','focusin','keydown','touchstart'];",
  'for(const t of types)document.addEventListener(t,hold,true);',
  'window.__heldIslandEvents={held,release(){for(const t of types)document.removeEventListener(t,hold,true);return held}};',
  "const src=document.querySelector('script[data-page-script]').dataset.pageScript;",
  'requestAnimationFrame(()=>setTimeout(()=>import(src)));',
].join('')

/** What the loader leaves for the page script: the island events it held, and a way to stop holding more. */
export interface HeldIslandEvents {
  held: Event[]
  release(): Event[]
}

declare global {
  interface Window {
    __heldIslandEvents?: HeldIslandEvents
  }
}
