/**
 * `npm run bench:build -- --articles 0,100,300 [--posts 0,300] [--log FILE]`: how the build scales
 * (docs/build-benchmarks.md). For each N articles (and M news posts), generated into a temporary copy of the
 * repository with its own empty build cache, it times a cold build, a warm one and one after a one-word edit (which
 * must not bundle again), with CPU seconds and peak memory (/usr/bin/time).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generatedArticle, generatedNewsPost } from './generatedArticle.ts'
import { copyRepository } from '../core/repositoryCopy.ts'
import { LOCALES } from '../../src/i18n/locales.ts'
import { formatMarkdownTable } from '../core/table.ts'
import { splitFrontmatter } from '../source/frontmatter.ts'
import { parseCommandLine } from '../core/commandLine.ts'

const USAGE = `Usage: npm run bench:build [-- --articles N[,N…]] [-- --posts M[,M…]] [-- --log FILE]
  --articles  whole numbers of generated articles, one build each (default: 0,100,300)
  --posts     whole numbers of generated news posts (default: 0)
  --log       where the builds' output goes (default: a file in the temporary folder)`
const { values } = parseCommandLine(USAGE, {
  options: {
    articles: { type: 'string', default: '0,100,300' },
    posts: { type: 'string', default: '0' },
    log: { type: 'string' },
  },
})
const counts = values.articles.split(',').map(value => Number(value.trim()))
const postCounts = values.posts.split(',').map(value => Number(value.trim()))
if ([...counts, ...postCounts].some(count => !Number.isInteger(count) || count < 0)) {
  console.error(USAGE)
  process.exit(2)
}
const logFile = path.resolve(values.log ?? path.join(os.tmpdir(), `reelfi-bench-build-${process.pid}.log`))
fs.writeFileSync(logFile, '')

interface Run {
  seconds: number
  /** User and system CPU seconds of the build and its children: what load on a shared machine changes least. */
  cpuSeconds: number
  peakMiB: number
}

function build(copy: string, label: string): Run {
  const stats = path.join(copy, '.build-stats')
  fs.appendFileSync(logFile, `\n===== ${label}\n`)
  const out = fs.openSync(logFile, 'a')
  const started = performance.now()
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', '%M %U %S', '-o', stats, path.join(copy, 'node_modules/.bin/tsx'), 'scripts/build/main.ts'],
    {
      cwd: copy,
      stdio: ['ignore', out, out],
    },
  )
  const seconds = (performance.now() - started) / 1000
  fs.closeSync(out)
  if (run.error)
    throw new Error(`bench:build: could not run /usr/bin/time (${run.error.message}); on Debian: apt-get install time`)
  if (run.status !== 0)
    throw new Error(`bench:build: the ${label} build failed (exit ${run.status}); its output is in ${logFile}`)
  const [peakKiB, user, system] = fs.readFileSync(stats, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
  return { seconds, cpuSeconds: user! + system!, peakMiB: peakKiB! / 1024 }
}

const rows: string[][] = []
try {
  for (const count of counts) for (const posts of postCounts) rows.push(benchmark(count, posts))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

function benchmark(count: number, posts: number): string[] {
  const copy = copyRepository('reelfi-bench-build-')
  try {
    for (let index = 0; index < count; index++) {
      fs.writeFileSync(path.join(copy, `content/en/pages/gen-${index}.mdx`), generatedArticle(index))
    }
    for (let index = 0; index < posts; index++) {
      fs.writeFileSync(path.join(copy, `content/en/news/gen-${index}.mdx`), generatedNewsPost(index))
    }
    const label = `${count} articles${posts > 0 ? `, ${posts} posts` : ''}`
    const cold = build(copy, `${label}: cold`)
    const pages = fs
      .readdirSync(path.join(copy, 'dist/client'), { recursive: true, encoding: 'utf8' })
      .filter(file => file.endsWith('.html')).length
    const warm = build(copy, `${label}: warm`)
    // One word of one page: an article when there is one, else the English home page.
    const edited = path.join(copy, count > 0 ? 'content/en/pages/gen-0.mdx' : 'content/en/pages/home.mdx')
    const text = fs.readFileSync(edited, 'utf8')
    const { lines, bodyStart: bodyLine } = splitFrontmatter(text)
    const bodyStart = lines.slice(0, bodyLine).join('\n').length
    const word = text.slice(bodyStart).match(/\b[a-z]{4,}\b/)![0]
    fs.writeFileSync(edited, text.slice(0, bodyStart) + text.slice(bodyStart).replace(word, `${word}s`))
    const edit = build(copy, `${label}: one edit`)
    // A prose edit must not bundle again (the prose is read at prerender time: scripts/build/contentIndexPlugin.ts).
    const vikeLine =
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .findLast(line => line.trimStart().startsWith('vike build ')) ?? ''
    if (!vikeLine.includes('bundles from the cache'))
      throw new Error(
        `bench:build: the one-word edit bundled again: ${vikeLine.trim() || 'no vike build line'} (see ${logFile})`,
      )
    const peak = Math.max(cold.peakMiB, warm.peakMiB, edit.peakMiB)
    const row = [
      `${pages.toLocaleString('en')} (${label} × ${LOCALES.length} locales + the site)`,
      `${cold.seconds.toFixed(1)} s`,
      `${warm.seconds.toFixed(1)} s (${Math.round((warm.seconds / cold.seconds) * 100)} %)`,
      `${edit.seconds.toFixed(1)} s (${Math.round((edit.seconds / cold.seconds) * 100)} %)`,
      `${((cold.seconds * 1000) / pages).toFixed(1)} ms`,
      `${cold.cpuSeconds.toFixed(0)} s / ${warm.cpuSeconds.toFixed(0)} s`,
      `${peak.toFixed(0)} MiB`,
    ]
    console.log(`bench:build: ${row.join(' | ')}`)
    return row
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
}
console.log(
  `\n${formatMarkdownTable([
    [
      'pages',
      'cold',
      'warm (nothing changed)',
      'one word changed',
      'cold ms per page',
      'CPU cold / warm',
      'peak memory',
    ],
    ...rows,
  ])}`,
)
console.log(`\nMachine: ${os.cpus().length} cores, Node ${process.version}. Every build's output: ${logFile}`)
