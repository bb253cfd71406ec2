/**
 * The build's steps that are processes of their own (Vike, the card drawing): started here, and all stopped at once
 * when the build fails, is stopped, or exits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import { ROOT_DIR } from '../core/rootDir.ts'
import { StepFailure } from './step.ts'

const children = new Set<ChildProcess>()

export function stopChildren() {
  for (const child of children) child.kill()
}
process.on('exit', stopChildren)

interface ScriptOptions {
  /** The script waits for a line on its standard input, written when this settles (--after-content in vike.ts). */
  startWhen?: Promise<void>
  /** Its output is a log of its work: on success only the summary is shown, on failure only its last lines. */
  quiet?: boolean
  /**
   * How much nicer than the build it runs (os.setPriority): a script off the build's critical path (the cards) leaves
   * the cores to Vike's process, whose end every later step waits for, and takes what Vike leaves.
   */
  niceness?: number
}

/** The lines of a quiet script's output shown when it fails. */
const LAST_LINES = 20

/**
 * Runs a script of this checkout under Node's own type stripping, not tsx. Resolves to its last line of output (its
 * summary, without its `name: ` prefix), passing on what came before; fails with a StepFailure naming the script.
 */
export function runScript(
  script: string,
  { startWhen, quiet = false, niceness }: ScriptOptions = {},
  ...args: string[]
): Promise<string> {
  return new Promise((resolve, reject) => {
    const node = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning']
    const child = spawn(process.execPath, [...node, script, ...args], {
      cwd: ROOT_DIR,
      stdio: [startWhen ? 'pipe' : 'ignore', 'pipe', 'inherit'],
    })
    if (startWhen) {
      child.stdin!.on('error', () => {}) // it may have stopped first; its exit is reported below
      // Written, not ended: the pipe stays open until this process exits, so that the script sees when it does.
      void startWhen.then(() => child.stdin!.write('start\n'))
    }
    children.add(child)
    if (niceness !== undefined && child.pid !== undefined) {
      try {
        // Relative to the build's own: a build run under `nice` lowers its cards further.
        os.setPriority(child.pid, Math.min(19, os.getPriority() + niceness))
      } catch {
        // It has already exited (its exit is reported below), or the system refuses: it runs at the usual priority.
      }
    }
    let output = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      children.delete(child)
      const lines = output
        .trimEnd()
        .split('\n')
        .filter(line => line !== '')
      if (code === 0) {
        const summary = lines.pop() ?? ''
        if (lines.length > 0 && !quiet) console.log(lines.join('\n'))
        resolve(summary.replace(/^[\w-]+: /, ''))
      } else {
        const shown = quiet ? lines.slice(-LAST_LINES) : lines
        if (shown.length > 0) console.error(shown.join('\n'))
        reject(new StepFailure(`${script} exited with ${code ?? signal}`))
      }
    })
  })
}
