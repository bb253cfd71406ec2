/**
 * The one inline script of every page: it starts loading the page script (pages/+client.ts) only once the page has
 * loaded and painted and the browser is idle, and holds what a visitor does to an island until that script takes
 * over (src/islands/startIslands.ts).
 *
 * Why: the page script is small and never blocks rendering, but a script requested before the largest paint is
 * still counted in that paint by Lighthouse's simulation (Lantern), and on a slow network it competes with the
 * HTML and the stylesheet. Fetched after the page has painted, it costs the paint nothing (issue 11).
 *
 * CAREFUL HERE: this text is allowed by its SHA-256 in the Content-Security-Policy (scripts/deploy/policy.ts), so
 * any change to it changes the policy: rebuild (`npm run build` regenerates deploy/nginx/reelfi.conf) and commit.
 * It is kept free of anything that differs between pages or builds; the page script's URL is read from the
 * element's `data-page-script` attribute, which scripts/build/tuneHtml.ts writes.
 */
export const PAGE_SCRIPT_LOADER = [
  'const held=[];',
  // The keys an open widget handles (isWidgetKey in src/islands/startIslands.ts): held and prevented, to replay.
  "const widgetKey=(e,island)=>/^(ArrowUp|ArrowDown|Home|End)$/.test(e.key)&&!(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)",
  "&&island.querySelector(':popover-open')!==null;",
  "const hold=(e)=>{const island=e.target instanceof Element&&e.target.closest('[data-island]');if(!island)return;",
  "if(e.type==='keydown'){if(!widgetKey(e,island))return;e.preventDefault()}held.push(e)};",
  "const types=['pointerover','focusin','keydown','touchstart'];",
  'for(const t of types)document.addEventListener(t,hold,true);',
  'const release=()=>{for(const t of types)document.removeEventListener(t,hold,true);delete window.__heldIslandEvents;return held.splice(0)};',
  'window.__heldIslandEvents={release};',
  "const src=document.querySelector('script[data-page-script]').dataset.pageScript;",
  // If the script cannot load (offline, blocked, a deploy removed it), nothing stays held: the page is its HTML.
  'const load=()=>import(src).catch(release);',
  // After the page has loaded and painted, when the browser is idle; a hidden tab has no paint to protect.
  "const idle=()=>'requestIdleCallback'in window?requestIdleCallback(load,{timeout:1000}):setTimeout(load,50);",
  "document.visibilityState==='hidden'?load():addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(idle)),{once:true});",
].join('')

/** What the loader leaves for the page script: `release()` stops holding and hands over what it held. */
export interface HeldIslandEvents {
  release(): Event[]
}

declare global {
  interface Window {
    __heldIslandEvents?: HeldIslandEvents
  }
}
