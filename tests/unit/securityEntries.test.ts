/**
 * The change report's `review: security` list (scripts/changes/careful.ts) reads an English file's frontmatter as
 * the content build does (THE splitter, scripts/source/frontmatter.ts): a file saved with a BOM or CRLF line ends
 * builds normally, so its flag must be seen too.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readSecurityEntries } from '../../scripts/changes/careful.ts'
import { frontmatterData } from '../../scripts/changes/scheduled.ts'

let root: string | undefined
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

function siteWith(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'security-entries-'))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'content/en', name)), { recursive: true })
    fs.writeFileSync(path.join(root, 'content/en', name), text)
  }
  return root
}

describe('readSecurityEntries', () => {
  it('sees the flag with LF, CRLF and a BOM, and not where it is absent or in the body', () => {
    const flagged = '---\ntitle: Where to buy\nreview: security\n---\n\nBody.\n'
    const site = siteWith({
      'faq/plain.mdx': flagged,
      'faq/crlf.mdx': flagged.replace(/\n/g, '\r\n'),
      'faq/bom.mdx': `\uFEFF${flagged}`,
      'faq/bom-crlf.mdx': `\uFEFF${flagged.replace(/\n/g, '\r\n')}`,
      'faq/unflagged.mdx': '---\ntitle: Other\n---\n\nreview: security\n',
      'faq/broken.mdx': '---\ntitle: [unclosed\nreview: security\n---\n',
    })
    expect([...readSecurityEntries(site)].sort()).toEqual(['faq/bom', 'faq/bom-crlf', 'faq/crlf', 'faq/plain'])
  })
})

describe('frontmatterData', () => {
  it('reads `draft: true` (a draft is never listed for translation) as the content build does, nothing else', () => {
    const draft = '---\ntitle: Soon\ndraft: true\n---\n\nBody.\n'
    for (const text of [draft, draft.replace(/\n/g, '\r\n'), `\uFEFF${draft}`])
      expect(frontmatterData(text)?.draft).toBe(true)
    expect(frontmatterData('---\ntitle: Soon\n---\n\ndraft: true\n')?.draft).toBeUndefined()
    expect(frontmatterData('---\ntitle: [unclosed\ndraft: true\n---\n')).toBeUndefined()
    expect(frontmatterData(undefined)).toBeUndefined()
  })
})
