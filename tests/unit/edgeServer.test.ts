import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { startEdgeServer } from '../../scripts/serve/edge'
import { freePort, portIsFree } from '../../scripts/serve/freePort'

describe('the edge runtime\'s port (npm run test:edge)', () => {
  it('refuses a port another server listens on, before starting wrangler: that server\'s answers would be tested as the edge\'s', async () => {
    const other = net.createServer((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const { port } = other.address() as net.AddressInfo
    try {
      expect(await portIsFree(port)).toBe(false)
      await expect(startEdgeServer('dist/client', port)).rejects.toThrow(`edge runtime: 127.0.0.1:${port} is taken by another server — `)
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
    expect(await portIsFree(port)).toBe(true)
    expect(await portIsFree(await freePort())).toBe(true)
  })
})
