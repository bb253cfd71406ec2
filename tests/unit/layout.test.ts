/**
 * The layout shared/STYLE.md draws, kept so: each folder of scripts/ and src/ imports only folders above it in the
 * order below (a folder may import itself), so imports read in one direction and no two folders import each other.
 * A new folder must be placed in the order before it can import or be imported (the test names it).
 * Imports are read with TypeScript's own pre-processor (import, import type, export … from, import()), from every
 * tracked .ts/.tsx file outside the generated index.
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
    ['i18n', 'news', 'search', 'pageScript', 'styles', 'admin'],
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

interface Edge { from: string, to: string, file: string }

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'scripts', 'src'], { cwd: ROOT_DIR, encoding: 'utf8' })
    .split('\n').filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/content/generated/') && fs.existsSync(path.join(ROOT_DIR, file)))
}

/** The folder a repository path sits in: `scripts/core`, `src/i18n`; undefined for a file at the root of either. */
function roomOf(file: string): string | undefined {
  const [top, room, ...rest] = file.split('/')
  return (top === 'scripts' || top === 'src') && room && rest.length > 0 ? `${top}/${room}` : undefined
}

function importEdges(): Edge[] {
  const edges: Edge[] = []
  for (const file of trackedSources()) {
    const from = roomOf(file)
    if (!from) continue
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = roomOf(path.relative(ROOT_DIR, path.resolve(ROOT_DIR, path.dirname(file), fileName)))
      if (to && to !== from) edges.push({ from, to, file })
    }
  }
  return edges
}

function rankOf(room: string): number | undefined {
  const [top, name] = room.split('/') as ['scripts' | 'src', string]
  const rank = ORDER[top].findIndex((rooms) => rooms.includes(name))
  return rank < 0 ? undefined : rank
}

describe('the layout of scripts/ and src/', () => {
  const edges = importEdges()

  it('places every folder that imports or is imported in the order', () => {
    const unplaced = [...new Set(edges.flatMap(({ from, to }) => [from, to]))]
      .filter((room) => rankOf(room) === undefined)
    expect(unplaced, 'add each folder to ORDER in tests/unit/layout.test.ts, below the folders it imports').toEqual([])
  })

  it('imports only folders above in the order (scripts may read src/, never the other way)', () => {
    const against = edges
      .filter(({ from, to }) => from.split('/')[0] === to.split('/')[0])
      .filter(({ from, to }) => (rankOf(to) ?? Infinity) >= (rankOf(from) ?? -Infinity))
      .map(({ from, to, file }) => `${file} imports ${to}`)
    const upward = edges.filter(({ from, to }) => from.startsWith('src/') && to.startsWith('scripts/')).map(({ file, to }) => `${file} imports ${to}`)
    expect([...new Set([...against, ...upward])]).toEqual([])
  })

  it('has no two folders that import each other', () => {
    const pairs = new Set(edges.map(({ from, to }) => `${from} → ${to}`))
    const mutual = [...pairs].filter((pair) => {
      const [from, to] = pair.split(' → ')
      return from! < to! && pairs.has(`${to} → ${from}`)
    })
    expect(mutual).toEqual([])
  })
})
