import net from 'node:net'

/** A port nobody listens on right now on 127.0.0.1 (the system picks it), for a server a test or bench starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

/** Whether nothing listens on 127.0.0.1:`port` right now (a server asked for a given port checks it first). */
export async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer()
  const free = await new Promise<boolean>(resolve => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (free) await new Promise(resolve => server.close(resolve))
  return free
}
