import path from 'node:path'

/** A content problem, printed as `path:line: field: what is wrong — how to fix`. */
export interface Problem {
  file: string
  line: number
  field: string
  message: string
  fix: string
}

export function formatProblem({ file, line, field, message, fix }: Problem): string {
  return logSafe(`${file}:${line}: ${field}: ${message} — ${fix}`)
}

/** An unexpected error as a log shows it: its stack (name, message and where), else its message, else the value. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

/** Control characters but the tab (an ESC sequence recolours or rewrites a terminal) and the bidirectional controls. */
const UNSHOWN = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A message that quotes content, made safe for a CI log and a terminal: one line, no `::` (a GitHub Actions workflow
 * command), and each control character shown as its code (`<U+202E>`) rather than obeyed.
 * CAREFUL HERE: every line the content and i18n commands print goes through it; content is untrusted input.
 */
export function logSafe(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, ' ⏎ ')
    .replace(UNSHOWN, character => `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`)
    .replace(/:(?=:)/g, ':\u200a')
}

/** A problem in the file at `absolutePath`, named relative to `rootDir`. */
export function problemIn(
  rootDir: string,
  absolutePath: string,
  line: number,
  field: string,
  message: string,
  fix: string,
): Problem {
  return { file: path.relative(rootDir, absolutePath), line, field, message, fix }
}

/** Reports a problem at a line of the file being read. */
export type Report = (line: number, field: string, message: string, fix: string) => void

/** A failure of the tools, not of what a writer wrote: it ends the command once, with its stack. */
export class ToolError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'ToolError'
  }
}

/** How a command prints a ToolError (or any unexpected error): one line saying it is not the content, the stack. */
export function describeToolError(command: string, error: unknown): string {
  const stack = (error instanceof Error ? error.stack : undefined) ?? String(error)
  const cause =
    error instanceof Error && error.cause instanceof Error && error.cause.stack
      ? `\ncaused by: ${error.cause.stack}`
      : ''
  return (
    `${command}: tool error, not a problem in the content ` +
    `— ${error instanceof Error ? error.message : String(error)}\n` +
    `(report it with the lines below; try \`rm -rf node_modules/.cache\` if a cache is damaged)\n${stack}${cause}`
  )
}

/**
 * Whether an error's message is V8's stack overflow: in a parser, the depth of what it read (how deep it reaches
 * depends on the thread), which content and data files report as nested too deeply. Any other error is the tool's.
 */
export const isStackOverflow = (message: string) => message.includes('Maximum call stack size exceeded')

/**
 * Ends the process with `code` once what it printed is written. process.exit drops what a pipe cannot take at once (a
 * CI log's pipe holds 64 KiB): a report of 3,000 problems ended mid-line, without its summary.
 */
export function exitWhenWritten(code: number): Promise<never> {
  return new Promise(() => process.stdout.write('', () => process.stderr.write('', () => process.exit(code))))
}
