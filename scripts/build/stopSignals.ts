/**
 * Ctrl-C, a CI timeout or `kill` during a build: its processes stop, `cleanUp` removes what the build had not
 * finished and says what is left, and the build exits with the signal's usual status.
 */
import { stopChildren } from './childProcesses.ts'

export function stopOnSignals(cleanUp: () => string) {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      stopChildren()
      console.error(`\nbuild: stopped (${signal}); ${cleanUp()}.`)
      process.exit(code)
    })
  }
}
