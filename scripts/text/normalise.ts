/**
 * The text as a reader sees it, before any fact is read from it: NFKC (full-width letters and digits become ASCII),
 * default-ignorable code points (zero-width spaces and joiners, soft hyphens, variation selectors, bidi controls)
 * and Markdown emphasis markers removed. Every rule of this folder and of scripts/content/ reads text through it.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu

/** Without Markdown's emphasis, strikethrough and code markers: `7xK**Xtg**2C` is one address on the page. */
export function normaliseText(text: string): string {
  return normaliseForHandles(text).replace(/_/g, '')
}

/** As normaliseText, but keeping `_`: a handle such as @reelfi_app or t.me/reelfi_app has one. */
export function normaliseForHandles(text: string): string {
  return text.normalize('NFKC').replace(IGNORABLE, '').replace(/[*~`]/g, '')
}
