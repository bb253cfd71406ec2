/**
 * Text a writer should never need and an attacker would: on a token site, a swapped address or a disguised link
 * is the classic attack, and a reviewer reading the diff cannot see it. Checked in bodies and in frontmatter.
 */

// Bidirectional overrides and isolates reorder what the reader sees ("\u202Eevil" shows reversed); C0 controls
// other than tab and newline have no use in copy.
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/

// A Solana (base58, 32–44 characters with digits and both cases) or Ethereum (0x + 40 hex) address typed as text.
// CAREFUL HERE: the one contract address lives in content/constants.ts and reaches pages through <ContractAddress />.
const BASE58_ADDRESS = /(?<![1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{32,44}(?![1-9A-HJ-NP-Za-km-z])/g
const HEX_ADDRESS = /\b0x[0-9a-fA-F]{40}\b/

/** What is wrong with a piece of copy, with how to fix it, or undefined. */
export function suspiciousText(text: string): { problem: string; fix: string } | undefined {
  const control = HIDDEN_CONTROLS.exec(text)
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    return { problem: `contains the invisible control character U+${code}`, fix: 'delete it (retype the text around it if you cannot see it)' }
  }
  const looksLikeAddress = [...text.matchAll(BASE58_ADDRESS)].some(([run]) => /[1-9]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run))
  if (looksLikeAddress || HEX_ADDRESS.test(text)) {
    return {
      problem: 'contains what looks like a wallet or contract address typed as text',
      fix: 'remove it: the contract address is shown by <ContractAddress /> from content/constants.ts',
    }
  }
  return undefined
}
