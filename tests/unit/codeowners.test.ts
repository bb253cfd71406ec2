import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCodeOwners, readCodeOwners } from '../../scripts/changes/codeowners'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { LOCALES } from '../../src/i18n/locales'

/**
 * .github/CODEOWNERS owns by default: every tracked file has an owner under GitHub's reading (the last matching line
 * wins), the maintainers own everything first, and a language team owns only its language's content and catalog.
 */
const MAINTAINERS = '@reelfi/maintainers'
const text = fs.readFileSync(path.join(ROOT_DIR, '.github/CODEOWNERS'), 'utf8')
const owners = readCodeOwners(ROOT_DIR)
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT_DIR, encoding: 'utf8' }).split('\0').filter(Boolean)
const rules = text
  .split('\n')
  .map(line => line.replace(/(^|\s)#.*$/, '').trim())
  .filter(Boolean)
  .map(line => line.split(/\s+/))
/** content/de/… or locales/de/… → de; anything else → undefined. */
const languageOf = (file: string) => /^(?:content|locales)\/([^/]+)\//.exec(file)?.[1]

describe('.github/CODEOWNERS', () => {
  it('gives every tracked file an owner', () => {
    expect(tracked.length).toBeGreaterThan(100)
    expect(tracked.filter(file => owners.ownersOf(file).length === 0)).toEqual([])
  })

  it('gives everything to the maintainers first, before any other line', () => {
    expect(rules[0]).toEqual(['*', MAINTAINERS])
    // A file added tomorrow in a folder nobody thought of is still theirs.
    for (const file of [
      '.npmrc',
      'docs/x.cjs',
      'docs/changes.md',
      'a-new-folder/run.cjs',
      '.husky/pre-commit',
      'README.md',
      'locales/pseudo/messages.po',
    ]) {
      expect(owners.ownersOf(file), file).toEqual([MAINTAINERS])
    }
  })

  it('lets a language team own only content/<locale>/ and locales/<locale>/ of its own language', () => {
    for (const file of tracked) {
      const found = owners.ownersOf(file)
      if (found.length === 1 && found[0] === MAINTAINERS) continue
      const locale = languageOf(file)
      expect(locale && (LOCALES as readonly string[]).includes(locale), `${file} is owned by ${found.join(' ')}`).toBe(
        true,
      )
      const team = locale === 'en' ? '@reelfi/writers' : `@reelfi/translators-${locale!.toLowerCase()}`
      // One owner: GitHub takes the approval of ANY owner a line names.
      expect(found, file).toEqual([team])
    }
    // Each line that names another team than the maintainers is one language's content or catalog folder.
    for (const [pattern, ...teams] of rules) {
      if (teams.length === 1 && teams[0] === MAINTAINERS) continue
      expect(pattern, `${pattern} ${teams.join(' ')}`).toMatch(
        new RegExp(`^/(content|locales)/(${LOCALES.join('|')})/$`),
      )
    }
  })

  it(
    'lets a language team own only data: a script, config or page code in its folder would be code nobody ' +
      'else reviews',
    () => {
      // tests/ is the maintainers': a pull request that adds such a file to a language folder fails here, and cannot
      // change this test without their review.
      const teamOwned = tracked.filter(file => {
        const found = owners.ownersOf(file)
        return !(found.length === 1 && found[0] === MAINTAINERS)
      })
      expect(teamOwned.length).toBeGreaterThan(100)
      expect(teamOwned.filter(file => !/\.(mdx|po|ya?ml)$/.test(file))).toEqual([])
    },
  )

  it("keeps each language's content and catalog with its readers", () => {
    for (const locale of LOCALES) {
      const team = locale === 'en' ? '@reelfi/writers' : `@reelfi/translators-${locale.toLowerCase()}`
      expect(owners.ownersOf(`content/${locale}/faq/which-wallet.mdx`)).toEqual([team])
      expect(owners.ownersOf(`locales/${locale}/messages.po`)).toEqual([team])
    }
  })

  it('reads the rules as GitHub does: the last matching line wins, `*` matches every path', () => {
    const parsed = parseCodeOwners('* @a\n/docs/ @b\n*.md @c\n/docs/keep.txt\n')
    expect(parsed.ownersOf('x/y/z.ts')).toEqual(['@a'])
    expect(parsed.ownersOf('docs/x.cjs')).toEqual(['@b'])
    expect(parsed.ownersOf('docs/changes.md')).toEqual(['@c'])
    // A line without owners takes them away: the test above would then find the file unowned.
    expect(parsed.ownersOf('docs/keep.txt')).toEqual([])
  })
})
