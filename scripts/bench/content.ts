/**
 * `npm run bench:content -- [--files 2000]`: `npm run content` cold (no parse cache) and warm, on today's site and
 * with N generated FAQ files across the languages, in a temporary copy of content/ (the parse cache set aside and put
 * back); then the hostile-input table (hostileInput.ts). CAREFUL HERE: on a shared machine timings vary by a factor
 * of two; compare runs made side by side.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES } from '../../src/i18n/locales.ts'
import { formatMarkdownTable } from '../core/table.ts'
import { hostileInputTimings } from './hostileInput.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { withSourceHash } from '../source/frontmatter.ts'
import { keepStampedEnglish } from '../translation/stampedEnglish.ts'
import { parseCommandLine } from '../core/commandLine.ts'

const { values } = parseCommandLine(
  'Usage: npm run bench:content [-- --files N]\n  --files  how many content files to generate (default: 2000)',
  { options: { files: { type: 'string', default: '2000' } } },
)
const total = Number(values.files)

/** "Answer" in each language: a translation may not add a Latin word its English lacks (zh-TW-antwort was refused). */
const ANSWER: Record<string, string> = {
  'zh-TW': '回答',
  ja: '回答',
  ko: '답변',
  es: 'respuesta',
  it: 'risposta',
  ru: 'ответ',
  fr: 'réponse',
  de: 'Antwort',
}

/** One FAQ answer as a writer would write it: a question with the brand, a paragraph with a figure, a list, a link. */
function generatedFaq(index: number, language: string): string {
  const word = ANSWER[language] ?? 'answer'
  return [
    '---',
    `question: Generated question ${index} about {brand}?`,
    `order: ${100 + index}`,
    '---',
    `This ${word} ${index} explains the presale: <Constant name="presaleGateUsd" /> unlocks posting, and the fair ` +
      `launch lasts <Constant name="fairLaunchHours" form="adjective" />.`,
    '',
    `- Viewers earn <Constant name="watchToEarnPercent" /> of the supply (${word}).`,
    `- Creators earn <Constant name="creatorSharePercent" /> of the volume (${word}).`,
    '',
    `Read more on <ExternalLink name="solana">Solana</ExternalLink> and ask <Brand /> on ` +
      `[Telegram](https://t.me/reelfi_app) (${word}).`,
    '',
  ].join('\n')
}

/** Wall-clock and CPU seconds (user + system, the child's own: less sensitive to a loaded machine) of one run. */
function run(contentDir: string, outDir: string): { wall: number; cpu: number } {
  const started = process.hrtime.bigint()
  const before = childCpuSeconds()
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'scripts/pipeline/main.ts'), '--content', contentDir, '--out', outDir],
    { cwd: ROOT_DIR, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`npm run content failed:\n${result.stdout}${result.stderr}`)
  const wall = Number(process.hrtime.bigint() - started) / 1e9
  return { wall, cpu: childCpuSeconds() - before }
}

// The CPU time of finished children, from /proc (Linux): cutime and cstime of this process, in clock ticks.
function childCpuSeconds(): number {
  try {
    const fields = fs
      .readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return Number.NaN
  }
}

const cacheDir = path.join(ROOT_DIR, 'node_modules/.cache/reelfi/mdast')
const rows: string[][] = []
for (const generated of [0, total]) {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-')), 'content')
  fs.cpSync(path.join(ROOT_DIR, 'content'), content, { recursive: true })
  const perLocale = Math.round(generated / LOCALES.length)
  for (let index = 0; index < perLocale; index++) {
    const english = generatedFaq(index, DEFAULT_LOCALE)
    fs.writeFileSync(path.join(content, DEFAULT_LOCALE, 'faq', `gen-${index}.mdx`), english)
    const hash = keepStampedEnglish(content, english)
    for (const locale of TRANSLATED_LOCALES) {
      fs.writeFileSync(
        path.join(content, locale, 'faq', `gen-${index}.mdx`),
        withSourceHash(generatedFaq(index, locale), hash)!,
      )
    }
  }
  const files = fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.mdx') && !file.startsWith('stamped')).length
  const out = path.join(path.dirname(content), 'out')
  const saved = `${cacheDir}.bench-saved`
  const hadCache = fs.existsSync(cacheDir)
  if (hadCache) fs.renameSync(cacheDir, saved)
  let cold: { wall: number; cpu: number }
  let warm: { wall: number; cpu: number }
  try {
    cold = run(content, out)
    warm = run(content, out)
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true })
    if (hadCache) fs.renameSync(saved, cacheDir)
  }
  const seconds = ({ wall, cpu }: { wall: number; cpu: number }) => `${wall.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`
  rows.push([
    generated === 0 ? "today's site" : `today's site + ${perLocale * LOCALES.length} generated FAQ files`,
    files.toLocaleString('en'),
    seconds(cold),
    seconds(warm),
  ])
  fs.rmSync(path.dirname(content), { recursive: true, force: true })
}
console.log(formatMarkdownTable([['content', 'MDX files', 'cold (no parse cache)', 'warm'], ...rows]))
console.log(
  `\n${formatMarkdownTable([['hostile input', 'ms to read or refuse (median of 5)'], ...hostileInputTimings()])}`,
)
