/**
 * `npm run check:contributing`, run by CI after `npm test`: on a copy of the repository, it adds the three examples
 * CONTRIBUTING.md gives exactly as written there (a FAQ entry, a page, a news post), then runs `npm run content`,
 * `npm run i18n:status -- --check`, the unit project and `npm run build`: each must pass. The other projects build
 * fixture sites alone (tests/unit/testsOwnTheirData.test.ts), so they are not run again here.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyRepository } from '../core/repositoryCopy.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

/** The ```mdx example of one section of CONTRIBUTING.md and the file it goes in (`content/en/faq/….mdx`). */
export function contributingExample(guide: string, heading: string) {
  // The section runs to the next `## ` heading outside a code block (the page example has headings of its own).
  let fenced = false
  const lines = guide.split('\n')
  const start = lines.indexOf(`## ${heading}`)
  const end = lines.findIndex((line, index) => {
    if (/^ *```/.test(line)) fenced = !fenced
    return index > start && !fenced && line.startsWith('## ')
  })
  const section = start >= 0 ? lines.slice(start, end > start ? end : undefined).join('\n') : undefined
  const example = section ? /```mdx\n([\s\S]*?)```/.exec(section) : null
  if (!section || !example?.[1]) throw new Error(`CONTRIBUTING.md: no \`\`\`mdx example under "## ${heading}"`)
  // The file the section names before its example, or for a name the writer picks, the one its output shows.
  const named = [...section.slice(0, example.index).matchAll(/`(content\/en\/[a-z]+\/)([a-z0-9-]+)\.mdx`/g)].at(-1)
  const picked = /`(content\/en\/([a-z]+)\/)<[a-z-]+>\.mdx`/.exec(section)
  const pickedName = picked && new RegExp(`\\(${picked[2]}/([a-z0-9-]+)\\)`).exec(section)?.[1]
  const file = named ? `${named[1]}${named[2]}.mdx` : picked && pickedName && `${picked[1]}${pickedName}.mdx`
  if (!file) throw new Error(`CONTRIBUTING.md: "## ${heading}" names no content/en/… file for its example`)
  // An example inside a numbered step is indented under it.
  const indent = /^ */.exec(example[1])![0].length
  const text = example[1]
    .split('\n')
    .map(line => line.slice(Math.min(indent, /^ */.exec(line)![0].length)))
    .join('\n')
  return { file, text }
}

/** Adds the examples to the copy's content as a new writer would; returns the files written. */
function addExamples(copy: string): string[] {
  const guide = fs.readFileSync(path.join(ROOT_DIR, 'CONTRIBUTING.md'), 'utf8')
  const faqDir = path.join(copy, 'content/en/faq')
  const orders = fs.readdirSync(faqDir).map(name => {
    return Number(/^order: *(\d+)$/m.exec(fs.readFileSync(path.join(faqDir, name), 'utf8'))?.[1] ?? 0)
  })
  const written: string[] = []
  for (const heading of ['Add a FAQ entry', 'Add a page', 'Write a news post']) {
    let { file, text } = contributingExample(guide, heading)
    // "an `order` no other FAQ entry uses": the next one.
    if (file.startsWith('content/en/faq/')) text = text.replace(/^order: *\d+$/m, `order: ${Math.max(...orders) + 1}`)
    // A writer who follows the example writes that file: were it there, they would overwrite it, and pass.
    if (fs.existsSync(path.join(copy, file)))
      throw new Error(`CONTRIBUTING.md: "## ${heading}" names ${file}, which exists: give the example a new name`)
    fs.writeFileSync(path.join(copy, file), text)
    written.push(file)
  }
  return written
}

function main(): number {
  const copy = copyRepository('reelfi-contributing-', { sharedCache: true })
  // The unit project's fixture index for this copy (tests/fixture-site/content.ts names it after the folder).
  const fixtureIndex = path.join(os.tmpdir(), `reelfi-fixture-generated-${path.basename(copy)}`)
  try {
    console.log(`check:contributing: added ${addExamples(copy).join(', ')} to a copy at ${copy}`)
    // The layout and owners tests list the repository's files with git: a repository of its own, every file added.
    spawnSync('git', ['init', '-q'], { cwd: copy })
    spawnSync('git', ['add', '-A'], { cwd: copy })
    // The copy's own package.json scripts, as `npm test` runs them.
    const steps: [string, string, string[]][] = [
      ['npm run content', 'npm', ['run', 'content']],
      ['npm run i18n:status -- --check', 'npm', ['run', 'i18n:status', '--', '--check']],
      ['the unit project (vitest run)', path.join(copy, 'node_modules/.bin/vitest'), ['run']],
      ['npm run build', 'npm', ['run', 'build']],
    ]
    for (const [label, command, args] of steps) {
      console.log(`\ncheck:contributing: ${label}`)
      // Not a job of its own: no annotations or step summary from the copy's runs.
      const env = { ...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' }
      const run = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env })
      if (run.status !== 0) {
        console.error(`check:contributing: ${label} failed (exit ${run.status}) with CONTRIBUTING.md's examples added`)
        return 1
      }
    }
    console.log("\ncheck:contributing: CONTRIBUTING.md's examples pass content, i18n:status, unit tests and build")
    return 0
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
    fs.rmSync(fixtureIndex, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main()
