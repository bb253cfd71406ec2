/**
 * The layout shared/STYLE.md draws, kept so: each folder of scripts/ and src/ imports only folders above it in the
 * order below (a folder may import itself), so imports read in one direction and no two folders import each other.
 * A new folder must be placed in the order before it can import or be imported (the test names it).
 * Imports are read with TypeScript's own pre-processor (import, import type, export … from, import()), from every
 * tracked .ts/.tsx/.mjs file outside the generated index; pages/ may import neither scripts/ nor anything that does.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir.ts'

/** Top first: a folder may import the folders before it in its list, never one after it. Same rank: neither. */
const ORDER: Record<'scripts' | 'src', string[][]> = {
  scripts: [
    ['core'],
    ['source'],
    ['text'],
    ['registry'],
    ['content'],
    ['translation'],
    ['pipeline'],
    ['i18n', 'news', 'search', 'pageScript', 'styles', 'llms', 'admin'],
    ['deploy'],
    ['build'],
    ['serve'],
    ['check', 'dev'],
    ['changes'],
    ['bench'],
  ],
  src: [
    ['i18n'],
    ['content'],
    ['format', 'official'],
    ['news', 'search'],
    ['islands'],
    ['enhance'],
    ['components'],
    ['seo', 'styles'],
    ['sections'],
  ],
}

interface Edge {
  from: string
  to: string
  file: string
}

function trackedSources(...tops: string[]): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...tops], { cwd: ROOT_DIR, encoding: 'utf8' })
    .split('\n')
    .filter(
      file =>
        /\.(?:tsx?|mjs)$/.test(file) &&
        !file.startsWith('src/content/generated/') &&
        fs.existsSync(path.join(ROOT_DIR, file)),
    )
}

/** The repository paths `file` imports by a relative path. */
function relativeImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'), true, true)
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) =>
      path
        .relative(ROOT_DIR, path.resolve(ROOT_DIR, path.dirname(file), fileName))
        .split(path.sep)
        .join('/'),
    )
}

/** The folder a repository path sits in: `scripts/core`, `src/i18n`; undefined for a file at the root of either. */
function roomOf(file: string): string | undefined {
  const [top, room, ...rest] = file.split('/')
  return (top === 'scripts' || top === 'src') && room && rest.length > 0 ? `${top}/${room}` : undefined
}

function importEdges(): Edge[] {
  const edges: Edge[] = []
  for (const file of trackedSources('scripts', 'src')) {
    const from = roomOf(file)
    if (!from) continue
    for (const imported of relativeImports(file)) {
      const to = roomOf(imported)
      if (to && to !== from) edges.push({ from, to, file })
    }
  }
  return edges
}

function rankOf(room: string): number | undefined {
  const [top, name] = room.split('/') as ['scripts' | 'src', string]
  const rank = ORDER[top].findIndex(rooms => rooms.includes(name))
  return rank < 0 ? undefined : rank
}

/** The edges that go against the order, and from src/ up to scripts/, as `file imports room`. */
function againstTheOrder(edges: readonly Edge[]): string[] {
  const against = edges
    .filter(({ from, to }) => from.split('/')[0] === to.split('/')[0])
    .filter(({ from, to }) => (rankOf(to) ?? Infinity) >= (rankOf(from) ?? -Infinity))
    .map(({ to, file }) => `${file} imports ${to}`)
  const upward = edges
    .filter(({ from, to }) => from.startsWith('src/') && to.startsWith('scripts/'))
    .map(({ file, to }) => `${file} imports ${to}`)
  return [...new Set([...against, ...upward])]
}

/** The pairs of folders that import each other, as `a → b` with a < b. */
function mutualPairs(edges: readonly Edge[]): string[] {
  const pairs = new Set(edges.map(({ from, to }) => `${from} → ${to}`))
  return [...pairs].filter(pair => {
    const [from, to] = pair.split(' → ')
    return from! < to! && pairs.has(`${to} → ${from}`)
  })
}

describe('the layout of scripts/ and src/', () => {
  const edges = importEdges()

  it('reads the imports it judges, and its rules refuse what they must', () => {
    // Without this, a reader that found no import (a changed path, a filter gone wrong) would pass every rule below.
    const pairs = new Set(edges.map(({ from, to }) => `${from} → ${to}`))
    expect(pairs).toContain('scripts/content → scripts/core')
    expect(pairs).toContain('src/sections → src/components')
    const edge = (from: string, to: string): Edge => ({ from, to, file: `${from}/x.ts` })
    expect(againstTheOrder([edge('scripts/core', 'scripts/build')])).toEqual([
      'scripts/core/x.ts imports scripts/build',
    ])
    expect(againstTheOrder([edge('scripts/news', 'scripts/search')])).toHaveLength(1) // same rank: neither
    expect(againstTheOrder([edge('scripts/nowhere', 'scripts/core')])).toHaveLength(1) // a folder not in the order
    expect(againstTheOrder([edge('src/i18n', 'scripts/core')])).toEqual(['src/i18n/x.ts imports scripts/core'])
    expect(againstTheOrder([edge('scripts/build', 'scripts/core'), edge('scripts/build', 'src/i18n')])).toEqual([])
    expect(mutualPairs([edge('src/content', 'src/news'), edge('src/news', 'src/content')])).toEqual([
      'src/content → src/news',
    ])
  })

  it('places every folder that imports or is imported in the order', () => {
    const unplaced = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter(
      room => rankOf(room) === undefined,
    )
    expect(unplaced, 'add each folder to ORDER in tests/unit/layout.test.ts, below the folders it imports').toEqual([])
    // A module at the root of scripts/ or src/ belongs to no folder, so no rule above would see its imports.
    const roomless = trackedSources('scripts', 'src').filter(file => !roomOf(file) && !file.endsWith('.d.ts'))
    expect(roomless, 'move each module into a folder of the order').toEqual([])
  })

  it('imports only folders above in the order (scripts may read src/, never the other way)', () => {
    expect(againstTheOrder(edges)).toEqual([])
  })

  it('has no two folders that import each other', () => {
    expect(mutualPairs(edges)).toEqual([])
  })

  it('keeps pages/ off scripts/ (Vike bundles pages/; the tools are build-time only)', () => {
    const files = trackedSources('pages')
    expect(files.length).toBeGreaterThan(0)
    const toScripts = files.flatMap(file =>
      relativeImports(file)
        .filter(to => to.startsWith('scripts/'))
        .map(to => `${file} imports ${to}`),
    )
    expect(toScripts).toEqual([])
  })
})

describe('the layout of content/', () => {
  it('keeps no TypeScript under content/: figures and links are data (file names only are read)', () => {
    const code = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'content'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(name => /\.(c|m)?[jt]sx?$/.test(name))
    expect(code).toEqual([])
  })
})
