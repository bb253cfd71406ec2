/**
 * Whether a bare domain's last label is a top-level domain: one of the ICANN section of the Public Suffix List, as
 * the maintained `tldts` package keeps it (updated with the package, never copied by hand), or one of the endings
 * crypto name services sell (sol, crypto, nft, dao). facts.ts reads `label.label` as a domain only when it is, so
 * that `config.yaml` or `page.mdx` in a sentence is not a link.
 */
import { parse } from 'tldts'

const NAME_SERVICE_ENDINGS: ReadonlySet<string> = new Set(['sol', 'crypto', 'nft', 'dao'])

export function isTopLevelDomain(label: string): boolean {
  const ending = label.toLowerCase()
  return NAME_SERVICE_ENDINGS.has(ending) || parse(`x.${ending}`, { allowPrivateDomains: false }).isIcann === true
}
