/**
 * Who must review a change, from the repository's CODEOWNERS read at run time, with GitHub's rules: gitignore-style
 * patterns, the LAST matching line wins, a line without owners removes them.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface CodeOwners {
  /** The owners of a repository path (`content/de/faq/x.mdx`), or [] when no rule names any. */
  ownersOf(file: string): string[]
}

/** A CODEOWNERS pattern as a regular expression over a repository path without a leading slash. */
function patternToRegExp(pattern: string): RegExp {
  const anchored = pattern.startsWith('/') || pattern.replace(/\/$/, '').includes('/')
  const body = pattern.replace(/^\//, '')
  const directory = body.endsWith('/')
  let source = ''
  const text = directory ? body.slice(0, -1) : body
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!
    if (text.startsWith('**/', index)) {
      source += '(?:.*/)?'
      index += 2
    } else if (text.startsWith('/**', index) && index + 3 === text.length) {
      source += '/.*'
      index += 2
    } else if (character === '*') source += '[^/]*'
    else if (character === '?') source += '[^/]'
    else source += character.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  // A pattern names the path itself or anything under it (a folder), unless it ends in a file glob.
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}(?:/.*)?$`)
}

export function parseCodeOwners(text: string): CodeOwners {
  const rules = text
    .split('\n')
    .map(line => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .map(line => {
      const [pattern = '', ...owners] = line.split(/\s+/)
      return { match: patternToRegExp(pattern), owners }
    })
  return {
    ownersOf(file) {
      const relative = file.replace(/^\//, '')
      for (let index = rules.length - 1; index >= 0; index--)
        if (rules[index]!.match.test(relative)) return rules[index]!.owners
      return []
    },
  }
}

/** The repository's CODEOWNERS (in GitHub's order of precedence), or one that names nobody. */
export function readCodeOwners(root: string): CodeOwners {
  for (const candidate of ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS']) {
    const file = path.join(root, candidate)
    if (fs.existsSync(file)) return parseCodeOwners(fs.readFileSync(file, 'utf8'))
  }
  return parseCodeOwners('')
}
