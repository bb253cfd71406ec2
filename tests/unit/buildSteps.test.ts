import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runSteps, StepFailure } from '../../scripts/build/step'

/**
 * The build's list of steps (scripts/build/step.ts), as scripts/build/main.ts uses it: Vike's step starts its process
 * at once, beside the content step, and does its work once that step has passed; a failure stops the build.
 */
let printed: string[]
beforeEach(() => {
  printed = []
  vi.spyOn(process.stdout, 'write').mockImplementation(line => (printed.push(String(line)), true))
  vi.spyOn(console, 'error').mockImplementation(line => void printed.push(`error ${line}`))
})
afterEach(() => vi.restoreAllMocks())

/** A promise and the functions that settle it. */
function gate() {
  let open!: () => void
  let fail!: (error: Error) => void
  const promise = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)))
  return { promise, open, fail }
}

describe('the build steps', () => {
  it(
    'start a step at once (startsAtOnce), hand it when the steps it comes after have passed, and print ' +
      'it after them',
    async () => {
      const events: string[] = []
      const content = gate()
      const running = runSteps([
        { name: 'content', run: async () => (await content.promise, events.push('content done'), 'written') },
        {
          name: 'vike build',
          after: ['content'],
          startsAtOnce: true,
          run: async contentPassed => {
            events.push('vike started')
            await contentPassed
            events.push('vike told')
            return 'bundled'
          },
        },
      ])
      // Started in the same turn, before the content step's work has begun.
      expect(events).toEqual(['vike started'])
      content.open()
      await running
      expect(events).toEqual(['vike started', 'content done', 'vike told'])
      expect(printed.map(line => line.trim().split(/\s+/)[0])).toEqual(['content', 'vike'])
      expect(printed[1]).toMatch(/^ {2}vike build +\d+\.\d s {2}bundled\n$/)
    },
  )

  it(
    'never tell a step started at once to do its work when a step before it fails, and name the ' + 'first failure',
    async () => {
      let told = false
      const stopped = gate()
      const failure = await runSteps([
        {
          name: 'content',
          run: async () => {
            throw new StepFailure('a bad file')
          },
        },
        {
          name: 'vike build',
          after: ['content'],
          startsAtOnce: true,
          run: async contentPassed => {
            void contentPassed.then(() => (told = true))
            await stopped.promise // the build stops its process once the content step failed
            return 'bundled'
          },
        },
      ]).catch((error: unknown) => error)
      stopped.fail(new Error('killed'))
      expect(failure).toBeInstanceOf(StepFailure)
      expect((failure as StepFailure).step).toBe('content')
      expect(printed).toEqual(['error content: a bad file'])
      expect(told).toBe(false)
    },
  )

  it('print nothing more once a step has failed: a step side by side with it that ends or fails later', async () => {
    const images = gate()
    const cards = gate()
    const failure = await runSteps([
      { name: 'content', run: async () => 'written' },
      { name: 'images', after: ['content'], run: async () => (await images.promise, '12 images') },
      { name: 'cards', after: ['content'], run: async () => (await cards.promise, '36 cards') },
      {
        name: 'vike build',
        after: ['content'],
        run: async () => {
          throw new StepFailure('a page did not render')
        },
      },
    ]).catch((error: unknown) => error)
    images.open()
    cards.fail(new Error('killed'))
    await Promise.allSettled([images.promise, cards.promise])
    // Each settled step has had its turn to print (a macrotask after the microtasks that follow it).
    await new Promise(resolve => setImmediate(resolve))
    expect((failure as StepFailure).step).toBe('vike build')
    expect(printed.map(line => line.trim().split(/\s+/)[0])).toEqual(['content', 'error'])
    expect(printed[1]).toBe('error vike build: a page did not render')
  })

  it('report a step started at once that failed early at its turn, after the steps it comes after', async () => {
    const content = gate()
    const running = runSteps([
      { name: 'content', run: async () => (await content.promise, 'written') },
      {
        name: 'vike build',
        after: ['content'],
        startsAtOnce: true,
        run: async () => {
          throw new StepFailure('vite is missing')
        },
      },
    ]).catch((error: unknown) => error)
    content.open()
    const failure = await running
    expect((failure as StepFailure).step).toBe('vike build')
    expect(printed.map(line => line.trim().split(/\s+/)[0])).toEqual(['content', 'error'])
    expect(printed[1]).toBe('error vike build: vite is missing')
  })
})
