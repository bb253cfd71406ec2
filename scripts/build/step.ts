/** A build step's failure: its message is printed first, then the build stops and names the step. */
export class StepFailure extends Error {
  step = ''
}

const NAME_WIDTH = 18

/**
 * Runs one build step and prints one line: its name, its time and its summary. A step that throws prints its
 * error (only the message for a StepFailure, the stack for anything unexpected) and fails the build.
 */
export async function runStep(name: string, step: () => Promise<string>): Promise<void> {
  const started = performance.now()
  try {
    const summary = await step()
    const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(5)
    process.stdout.write(`  ${name.padEnd(NAME_WIDTH)}${seconds} s  ${summary}\n`)
  } catch (error) {
    const failure = error instanceof StepFailure ? error : new StepFailure(error instanceof Error ? (error.stack ?? error.message) : String(error))
    failure.step = name
    console.error(`${name}: ${failure.message}`)
    throw failure
  }
}
