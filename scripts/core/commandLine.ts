/** Command-line arguments of the npm scripts: an unknown option or a stray argument prints the usage, not a stack. */
import { parseArgs, type ParseArgsConfig } from 'node:util'

/**
 * `parseArgs` with `--help` (prints `usage`, exits 0) and with its errors (`ERR_PARSE_ARGS_UNKNOWN_OPTION`,
 * `ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL`, …) turned into the error's own sentence and the usage, exit code 2.
 */
export function parseCommandLine<const Config extends ParseArgsConfig>(usage: string, config: Config) {
  const options = { ...config.options, help: { type: 'boolean', short: 'h', default: false } } as const
  try {
    const parsed = parseArgs({ ...config, options, strict: true })
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage)
      process.exit(0)
    }
    return parsed as unknown as ReturnType<typeof parseArgs<Config>>
  } catch (error) {
    if (!(error instanceof TypeError) || !String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'))
      throw error
    console.error(`${error.message}\n\n${usage}`)
    process.exit(2)
  }
}
