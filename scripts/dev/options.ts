/**
 * The options of `npm run dev`: Vike's `--port N`, `--host [address]`, `--force`, `--mode M` (https://vike.dev/cli),
 * `--pseudo` (the pseudo-localized catalog) and `--drafts`; a mistake is one `problem — fix` line.
 * CAREFUL HERE: loaded under Node's own type stripping (scripts/dev/main.ts): import only Node's modules.
 */
import { parseArgs } from 'node:util'

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  force: { type: 'boolean' },
  mode: { type: 'string' },
  pseudo: { type: 'boolean' },
  drafts: { type: 'boolean' },
} as const

export interface DevOptions {
  port?: number
  host?: string | boolean
  force?: boolean
  mode?: string
  pseudo?: boolean
  drafts?: boolean
}

const USAGE = 'use --port N, --host [address], --force, --mode M, --pseudo or --drafts'

/** What `npm run dev -- --help` prints. */
export const DEV_USAGE = `Usage: npm run dev [-- --port N] [-- --host [address]] [-- --force] [-- --mode M] [-- --pseudo]
                   [-- --drafts]
  --port N          the port (default: 3000, or the next free one)
  --host [address]  listen on an address of the network (alone: every address), as Vite's --host
  --force           bundle the dependencies again (Vite's --force)
  --mode M          Vite's mode
  --pseudo          show the pseudo-localized catalog, to find text that is not translated
  --drafts          show draft and scheduled news posts`

/** The options, `help` for --help, or the problem with them as one line. */
export function readDevOptions(args: readonly string[]): DevOptions | { problem: string } | 'help' {
  if (args.includes('--help') || args.includes('-h')) return 'help'
  // `--host` alone (last, or before another option) means every address, as with Vite and Vike.
  const normalized = args.flatMap((arg, index) =>
    arg === '--host' && (args[index + 1] ?? '--').startsWith('--') ? ['--host=true'] : [arg],
  )
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']
  try {
    ;({ values } = parseArgs({ args: normalized, options: OPTIONS, strict: true }))
  } catch (error) {
    const argument = /'([^']+)'/.exec((error as Error).message)?.[1]?.replace(/ <value>$/, '')
    const needsValue = (error as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
    return {
      problem: `${argument ?? args.join(' ')}: ${needsValue ? 'needs a value' : 'unknown option'} — ${USAGE}`,
    }
  }
  const { port, host, ...flags } = values
  const portNumber = port !== undefined && /^\d{1,5}$/.test(port) ? Number(port) : NaN
  if (port !== undefined && !(portNumber >= 1 && portNumber <= 65535))
    return { problem: `--port ${port}: not a port number — give a whole number from 1 to 65535` }
  return {
    ...flags,
    ...(port === undefined ? {} : { port: portNumber }),
    ...(host === undefined ? {} : { host: host === 'true' ? true : host === 'false' ? false : host }),
  }
}
