/** `npm run dev`'s options (scripts/dev/options.ts): Vike's settings as `vike dev` took them, and one-line mistakes. */
import { describe, expect, it } from 'vitest'
import { DEV_USAGE, readDevOptions } from '../../scripts/dev/options'

describe('npm run dev options', () => {
  it('answers --help and -h with the usage, whatever else is given', () => {
    expect(readDevOptions(['--help'])).toBe('help')
    expect(readDevOptions(['--port', 'x', '-h'])).toBe('help')
    expect(DEV_USAGE).toMatch(/^Usage: npm run dev /)
    for (const option of ['--port', '--host', '--force', '--mode', '--pseudo', '--drafts'])
      expect(DEV_USAGE).toContain(`  ${option}`)
  })

  it.each([
    [[], {}],
    [['--port', '4000'], { port: 4000 }],
    [['--port=4000'], { port: 4000 }],
    [['--host'], { host: true }],
    [['--host', '--port', '4000'], { host: true, port: 4000 }],
    [['--port', '4000', '--host'], { port: 4000, host: true }],
    [['--host', '127.0.0.1'], { host: '127.0.0.1' }],
    [['--host=0.0.0.0'], { host: '0.0.0.0' }],
    [['--host', 'false'], { host: false }],
    [['--force', '--mode', 'staging'], { force: true, mode: 'staging' }],
    [['--pseudo'], { pseudo: true }],
    [['--drafts'], { drafts: true }],
  ])('%j', (args, expected) => {
    expect(readDevOptions(args)).toEqual(expected)
  })

  it.each([
    [['--port', 'notaport'], '--port notaport: not a port number — give a whole number from 1 to 65535'],
    [['--port', '0x10'], '--port 0x10: not a port number'],
    [['--port', '1e3'], '--port 1e3: not a port number'],
    [['--port', '70000'], '--port 70000: not a port number'],
    [['--port', '0'], '--port 0: not a port number'],
    [['--port'], '--port: needs a value'],
    [['--open'], '--open: unknown option — use --port N, --host [address], --force, --mode M, --pseudo or --drafts'],
    [['pages/index'], 'unknown option'],
  ])('%j is refused in one line', (args, problem) => {
    const result = readDevOptions(args)
    expect(result).toHaveProperty('problem')
    expect((result as { problem: string }).problem).toContain(problem)
  })
})
