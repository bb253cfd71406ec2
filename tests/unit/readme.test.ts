/**
 * The README stays a five-minute read (at most 200 lines, the two commands first, every npm script in its table),
 * and no link in README.md or docs/*.md leads nowhere: each relative link names a file of the repository and, when
 * it has a #fragment into Markdown, a heading of that file (GitHub's anchor for it). Internals belong in docs/.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Heading, Nodes } from 'mdast'
import GithubSlugger from 'github-slugger'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const README_MAX_LINES = 200

const markdown = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] })

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

/** The text of a node as GitHub reads it for an anchor: inline code included, markup dropped. */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  return 'children' in node ? node.children.map(plainText).join('') : ''
}

/**
 * GitHub's anchors for a Markdown file's headings, by github-slugger (GitHub's own rules; a repeat gets `-1`, `-2`, …).
 */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  const slugger = new GithubSlugger()
  walk(markdown.parse(text) as Nodes, node => {
    if (node.type === 'heading') anchors.add(slugger.slug(plainText(node as Heading)))
  })
  return anchors
}

/** `file:line: link "target": problem` for every relative link of `file` (relative to `root`) that leads nowhere. */
function brokenLinks(root: string, file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const problems: string[] = []
  walk(markdown.parse(text) as Nodes, node => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
    const target = node.url
    // Web addresses, mail and other schemes are not files of the repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return
    const where = `${file}:${node.position?.start.line ?? 0}: link "${target}"`
    const [rawPath = '', fragment] = target.split('#', 2)
    const linkedPath = decodeURIComponent(rawPath)
    const resolved =
      linkedPath === ''
        ? path.join(root, file)
        : linkedPath.startsWith('/')
          ? path.join(root, linkedPath)
          : path.resolve(path.dirname(path.join(root, file)), linkedPath)
    if (path.relative(root, resolved).startsWith('..')) {
      problems.push(`${where}: leads outside the repository — link a file inside it`)
      return
    }
    if (!fs.existsSync(resolved)) {
      problems.push(`${where}: no such file ${path.relative(root, resolved)} — fix the path or add the file`)
      return
    }
    if (fragment === undefined || !resolved.endsWith('.md')) return
    if (!headingAnchors(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(fragment))) {
      problems.push(
        `${where}: ${path.relative(root, resolved)} has no heading with the anchor #${fragment} — link an ` +
          `existing heading`,
      )
    }
  })
  return problems
}

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')

describe('README.md', () => {
  it(`is at most ${README_MAX_LINES} lines: build internals, caches, benchmarks and search live in docs/`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('opens with the two commands a newcomer needs: install, build and serve; then test', () => {
    const lines = readme.split('\n')
    expect(lines[0]).toMatch(/^# /)
    // The title, then at once the first code block: the commands, each with its comment.
    const open = lines.findIndex((line, index) => index > 0 && line.trim() !== '')
    expect(lines[open]).toBe('```sh')
    const commands = lines.slice(open + 1, lines.indexOf('```', open + 1))
    expect(commands.map(line => line.split(' # ')[0]!.trim())).toEqual(['npm install && npm start', 'npm test'])
    // .ci/run, the CI of a bare machine, ends with the same test command, then CI's proof that CONTRIBUTING's
    // examples break no test.
    const ciCommands = fs
      .readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
      .split('\n')
      .filter(line => line.trim() !== '' && !line.startsWith('#'))
    expect(ciCommands.slice(-2)).toEqual(['npm test', 'npm run check:contributing'])
  })

  it(
    'names the Node and npm the project pins (.nvmrc, package.json "packageManager"), so the two never ' +
      'drift apart',
    () => {
      const node = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()
      const { packageManager } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        packageManager: string
      }
      expect(readme).toContain(`Node ${node}, pinned in [\`.nvmrc\`](.nvmrc)`)
      expect(readme).toContain(`npm ${packageManager.replace(/^npm@/, '')}, pinned in \`package.json\``)
      expect(readme).toContain(`\`npm install -g ${packageManager}\``)
    },
  )

  it('lists every npm script of package.json in its commands table, one row each, and no other', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const rows = readme.split('\n').filter(line => line.startsWith('| `npm '))
    const documented = rows.map(line => /^\| `npm (?:run )?([\w:-]+)/.exec(line)![1]!)
    for (const name of Object.keys(scripts)) expect(documented, `npm run ${name}`).toContain(name)
    // And no row for a script that is gone: the rows are the scripts, each once.
    expect([...documented].sort()).toEqual(Object.keys(scripts).sort())
  })
})

describe('links in README.md and docs/', () => {
  const files = [
    'README.md',
    ...fs
      .readdirSync(path.join(ROOT, 'docs'))
      .filter(name => name.endsWith('.md'))
      .map(name => `docs/${name}`),
  ]

  it.each(files)('every relative link in %s leads to a file and heading that exist', file => {
    expect(brokenLinks(ROOT, file)).toEqual([])
  })

  it(
    'finds a missing file, a missing heading and a link out of the repository, and accepts what ' + 'GitHub resolves',
    () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-links-'))
      try {
        fs.mkdirSync(path.join(root, 'docs'))
        fs.writeFileSync(
          path.join(root, 'docs/build.md'),
          '# The build\n\n## `npm run build`: steps\n\n## Caches\n\n## Caches\n',
        )
        fs.writeFileSync(
          path.join(root, 'README.md'),
          [
            '# Site',
            '',
            '## Déploiement et 404',
            '',
            '[ok](docs/build.md) [ok](docs/build.md#npm-run-build-steps) [ok](docs/build.md#caches-1) ' +
              '[ok](#déploiement-et-404)',
            '[ok](https://vike.dev/Head) [ok](mailto:team@example.org) `[not a link](nowhere.md)`',
            '',
            '```md',
            '[not a link either](nowhere.md)',
            '```',
            '',
            '[gone](docs/search.md) [no anchor](docs/build.md#caches-2) [outside](../secrets.md) [self](#nope)',
            '',
          ].join('\n'),
        )
        expect(brokenLinks(root, 'README.md')).toEqual([
          'README.md:12: link "docs/search.md": no such file docs/search.md — fix the path or add the file',
          'README.md:12: link "docs/build.md#caches-2": docs/build.md has no heading with the anchor ' +
            '#caches-2 — link ' +
            'an existing heading',
          'README.md:12: link "../secrets.md": leads outside the repository — link a file inside it',
          'README.md:12: link "#nope": README.md has no heading with the anchor #nope — link an existing heading',
        ])
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    },
  )
})
