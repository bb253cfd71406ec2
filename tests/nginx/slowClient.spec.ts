import { expect, test } from '@playwright/test'
import net from 'node:net'
import { CLIENT_LIMITS } from '../../scripts/deploy/policy'

const PORT = Number(process.env.NGINX_TEST_PORT ?? 4180)
/** The longest a trickling client may hold a connection: the header timeout, and slack for a busy machine. */
const CUT_OFF_WITHIN_MS = 15_000

interface Trickle {
  /** Resolves with the milliseconds from the first byte to the moment nginx closed the connection. */
  closed: Promise<number>
  /** How many bytes of the request were sent before that. */
  sent: () => number
}

/**
 * A slow-loris client: opens a connection and sends a valid request header one byte every two seconds. The
 * header is long enough to take minutes, so only the server can end the connection.
 */
function trickle(): Trickle {
  const header = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${'slow-'.repeat(20)}\r\nAccept: text/html\r\n\r\n`
  const socket = net.connect(PORT, '127.0.0.1')
  let sent = 0
  let timer: NodeJS.Timeout | undefined
  const started = performance.now()
  const closed = new Promise<number>(resolve => {
    const done = () => {
      clearInterval(timer)
      socket.destroy()
      resolve(performance.now() - started)
    }
    socket.on('close', done)
    // A reset (reset_timedout_connection) or a write after the close: the server ended it either way.
    socket.on('error', done)
  })
  socket.on('connect', () => {
    const next = () => {
      if (sent < header.length && !socket.destroyed) socket.write(header[sent++]!)
    }
    next()
    timer = setInterval(next, 2000)
  })
  return { closed, sent: () => sent }
}

test.describe('nginx: slow clients', () => {
  test(
    'a client that sends its request header one byte every two seconds is cut off within 15 s, while ' +
      'others are served',
    async ({ request }) => {
      test.setTimeout(60_000)
      expect(CLIENT_LIMITS.headerTimeoutS * 1000).toBeLessThan(CUT_OFF_WITHIN_MS)
      // Fifty at once, so that being served alongside them means something.
      const clients = Array.from({ length: 50 }, trickle)
      let allClosed = false
      const closings = Promise.all(clients.map(client => client.closed)).finally(() => (allClosed = true))

      // Meanwhile ordinary visitors keep getting pages, promptly, until the last slow client is gone.
      let served = 0
      while (!allClosed) {
        const started = performance.now()
        const response = await request.get('/faq')
        expect(response.status()).toBe(200)
        expect(performance.now() - started, 'a page while slow clients hold connections').toBeLessThan(1000)
        served++
      }

      const durations = await closings
      for (const [index, duration] of durations.entries()) {
        expect(duration, `slow client ${index}`).toBeLessThan(CUT_OFF_WITHIN_MS)
        // It was cut off for being slow, not for a malformed request: it had sent only part of its header.
        expect(clients[index]!.sent(), `slow client ${index}`).toBeLessThan(20)
      }
      expect(served).toBeGreaterThan(10)
      const seconds = (ms: number) => (ms / 1000).toFixed(1)
      test.info().annotations.push({
        type: 'figures',
        description:
          `50 slow clients cut off ` +
          `after ${seconds(Math.min(...durations))}–${seconds(Math.max(...durations))} s; ${served} pages ` +
          `served meanwhile`,
      })
      console.log(
        `slow clients: cut off after ${seconds(Math.min(...durations))}–${seconds(Math.max(...durations))} ` +
          `s; ${served} pages served meanwhile`,
      )
    },
  )
})
