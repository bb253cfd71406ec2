/** The page script and its loader, from scripts/pageScript/pageScriptPlugin.ts. */
declare module 'virtual:page-script' {
  export const PAGE_SCRIPT: {
    /** The page script's URL, which the loader imports once the page has painted. */
    src: string
    /** The built loader, inlined (production). */
    loader?: string
    /** The loader's module URL (development). */
    loaderSrc?: string
  }
}
