/**
 * docs/architecture.md against the code it describes: the build steps it names are the steps scripts/build/main.ts
 * runs (by the names the build prints), and the test folders it lists are exactly the folders of tests/.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT_DIR } from '../../scripts/core/rootDir'

const doc = fs.readFileSync(path.join(ROOT_DIR, 'docs/architecture.md'), 'utf8')
/** The Layout section's tree: the one code block of docs/architecture.md. */
const layout = /^## Layout\n+```\n([\s\S]*?)\n```/m.exec(doc)?.[1] ?? ''

/** The `name:` of every step given to runSteps in scripts/build/main.ts. */
function buildSteps(): string[] {
  const main = fs.readFileSync(path.join(ROOT_DIR, 'scripts/build/main.ts'), 'utf8')
  const steps = main.slice(main.indexOf('runSteps(['))
  return [...steps.matchAll(/\bname: '([^']+)'/g)].map(match => match[1]!)
}

/** The `backticked` names of the doc's build/ entry, up to the next folder of scripts/. */
function documentedSteps(): string[] {
  const entry = /^ {2}build\/ {2,}([\s\S]*?)\n {2}\S/m.exec(layout)?.[1] ?? ''
  const list = entry.slice(entry.indexOf('its steps'))
  return [...list.matchAll(/`([^`]+)`/g)].map(match => match[1]!)
}

describe('docs/architecture.md', () => {
  it('names the steps of `npm run build`, each as scripts/build/main.ts names it', () => {
    expect(buildSteps()).toContain('vike build')
    expect(documentedSteps().sort()).toEqual(buildSteps().sort())
  })

  it('lists exactly the folders of tests/', () => {
    const folders = new Set(
      execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'tests'], { cwd: ROOT_DIR, encoding: 'utf8' })
        .split('\n')
        .map(file => file.split('/'))
        .filter(parts => parts.length > 2)
        .map(parts => `tests/${parts[1]}/`),
    )
    const documented = [...layout.matchAll(/^(tests\/[^/\s]+\/)/gm)].map(match => match[1]!)
    expect(documented.sort()).toEqual([...folders].sort())
  })

  it('finds its Layout section, so that the checks above read something', () => {
    expect(layout).toContain('scripts/')
    expect(documentedSteps().length).toBeGreaterThan(3)
  })
})
