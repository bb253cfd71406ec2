import { errorText } from '../core/problems.ts'

/** A build step's failure: its message is printed first, then the build stops and names the step. */
export class StepFailure extends Error {
  step = ''
}

const NAME_WIDTH = 18

/** Whether a step of this build has failed: the steps still running then print nothing. */
interface Run {
  failed: boolean
}

/**
 * Runs one build step and prints one line: its name, its time and its summary. A step that throws prints its
 * error (only the message for a StepFailure, the stack for anything unexpected) and fails the build. Once a step has
 * failed, the others end silently: the build's last line is its failure, and a step stopped because of it (a killed
 * process) is not a second error.
 */
async function runStep(run: Run, name: string, step: () => Promise<string>): Promise<void> {
  const started = performance.now()
  try {
    const summary = await step()
    const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(5)
    if (!run.failed) process.stdout.write(`  ${name.padEnd(NAME_WIDTH)}${seconds} s  ${summary}\n`)
  } catch (error) {
    const failure = error instanceof StepFailure ? error : new StepFailure(errorText(error))
    failure.step = name
    if (!run.failed) console.error(`${name}: ${failure.message}`)
    run.failed = true
    throw failure
  }
}

/** One step of a build: its name (printed), the steps it needs, and its work, which returns its summary. */
interface Step {
  name: string
  /** Steps listed before this one that must have passed before it starts; none: it starts at once. */
  after?: readonly string[]
  /**
   * The work starts at once, handed a promise that settles when the steps it comes after have passed (never, if one
   * fails): a process that loads meanwhile. Its time is counted from then.
   */
  startsAtOnce?: boolean
  run: (afterPassed: Promise<void>) => Promise<string>
}

/**
 * Runs `steps`, each as soon as the steps it comes after have passed, side by side otherwise. The first failure fails
 * the whole at once: the steps still running are not waited for (the caller stops them) and no step starts after it.
 */
export async function runSteps(steps: readonly Step[]): Promise<void> {
  const started = new Map<string, Promise<void>>()
  const run: Run = { failed: false }
  for (const step of steps) {
    const needs = (step.after ?? []).map(name => {
      const need = started.get(name)
      if (!need) throw new Error(`build step "${step.name}" comes after "${name}", which is not listed before it`)
      return need
    })
    const ready = Promise.all(needs).then(() => {
      if (run.failed) throw new StepFailure('skipped')
    })
    const afterPassed = new Promise<void>(resolve => ready.then(resolve, () => {}))
    // CAREFUL HERE: an early step's failure before its turn is reported at its turn (its steps before it passed),
    // so that the first failure printed is the one that stopped the build.
    const early = step.startsAtOnce ? step.run(afterPassed) : undefined
    early?.catch(() => {})
    const running = ready.then(() => runStep(run, step.name, () => early ?? step.run(afterPassed)))
    running.catch(() => {})
    started.set(step.name, running)
  }
  await Promise.all(started.values())
}
