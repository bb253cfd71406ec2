/**
 * One text check for everything a contributor writes. On a token site a swapped address or a disguised link is the
 * classic attack, hidden behind characters a reviewer cannot see, so the text is normalised before it is judged.
 */

import { addressesIn } from './facts.ts'
import { normaliseText } from './normalise.ts'

/** Where the contract address comes from, for every message that refuses a typed one. */
export const ADDRESS_FIX = 'remove it: the contract address is shown by <ContractAddress /> from content/constants.yaml'

export interface TextProblem {
  problem: string
  fix: string
}

// Bidirectional embeddings, overrides, isolates and marks reorder or disguise what the reader sees
// ("\u202Eevil" shows reversed); C0 controls other than tab and newline have no use in copy.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/u
// Noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF and the last two of every plane) are no text at all: XML refuses
// them, so one in a title breaks that language's RSS and Atom feeds on the day its post is published.
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Emoji_Modifier}/u
const ZWJ = '\u200d'
const VARIATION_SELECTOR = /[\ufe0e\ufe0f]/u

/**
 * Whether text holds something shaped like a wallet or contract address (facts.ts).
 * CAREFUL HERE: the one contract address lives in content/constants.yaml and reaches pages through <ContractAddress />.
 */
export function hasTypedAddress(text: string): boolean {
  return addressesIn(text).length > 0 || addressesIn(normaliseText(text)).length > 0
}

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * The first character of `text` that no reader can see and no script of the site's languages needs: a control,
 * a bidi control or mark, or a default-ignorable code point. A zero-width joiner between two emoji and a variation
 * selector after a character are kept: emoji sequences need them.
 */
export function hiddenCharacter(text: string): TextProblem | undefined {
  const hidden = (problem: string) => ({ problem, fix: 'delete it (retype the text around it if you cannot see it)' })
  const control = CONTROLS.exec(text)
  if (control) return hidden(`contains the invisible control character ${hex(control[0])}`)
  // The parser reads a NUL byte and `&#0;` as U+FFFD; no copy means it (invalid UTF-8 is refused before).
  if (text.includes('\uFFFD'))
    return {
      problem: 'contains U+FFFD (�), which stands for a character that was lost: a NUL byte, &#0; or a broken encoding',
      fix: 'type the character that was meant there, or delete it',
    }
  const noncharacter = NONCHARACTER.exec(text)
  if (noncharacter)
    return hidden(`contains the noncharacter ${hex(noncharacter[0])}, which no feed or XML file may carry`)
  const bidi = BIDI.exec(text)
  if (bidi) {
    return hidden(
      `contains the bidirectional control character ${hex(bidi[0])}, which changes the order in which text is shown`,
    )
  }
  if (!/\p{Default_Ignorable_Code_Point}/u.test(text)) return undefined
  const characters = [...text]
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!
    if (!/\p{Default_Ignorable_Code_Point}/u.test(character)) continue
    const before = characters[index - 1] ?? ''
    const after = characters[index + 1] ?? ''
    // The emoji before a joiner may carry its variation selector.
    const emoji = VARIATION_SELECTOR.test(before) ? (characters[index - 2] ?? '') : before
    if (character === ZWJ && PICTOGRAPH.test(emoji) && PICTOGRAPH.test(after)) continue
    if (VARIATION_SELECTOR.test(character) && before !== '' && !/\s/u.test(before)) continue
    return hidden(`contains the invisible character ${hex(character)}`)
  }
  return undefined
}

/**
 * A URL with a user name before @ (`https://pump.fun@evil.example` goes to evil.example), anywhere in the text: a run
 * of scheme characters with a letter in it, then `://`. Tried only where such a run starts, so a long word costs one
 * pass (tried at every letter, 200,000 of `a.` took 30 s).
 */
const USERINFO_URL = /(?<![a-z0-9+.-])(?=[0-9+.-]*[a-z])[a-z0-9+.-]*:\/\/[^\s/?#@]*@/i

/** A typed address or a disguised URL in `text` (for a body: the whole text of a paragraph, across emphasis). */
export function typedFact(text: string): TextProblem | undefined {
  if (hasTypedAddress(text))
    return { problem: 'contains what looks like a wallet or contract address typed as text', fix: ADDRESS_FIX }
  if (USERINFO_URL.test(normaliseText(text))) {
    return {
      problem: 'contains an address with a user name before @, which disguises where it goes',
      fix: 'write the address without the part before @',
    }
  }
  return undefined
}

/** What is wrong with a piece of copy, with how to fix it, or undefined: addresses first, then hidden characters. */
export function suspiciousText(text: string): TextProblem | undefined {
  return typedFact(text) ?? hiddenCharacter(text)
}
