import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, ViteDevServer } from 'vite'
import { expect, test } from 'vitest'
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../scripts/deploy/policy'
import { adminDevPlugin } from '../../scripts/serve/adminDevPlugin'

/** What the dev server's /admin/ middleware answers for `url`: its status and headers, or the error it passes on. */
async function answer(middleware: Connect.NextHandleFunction, url: string) {
  const headers: Record<string, unknown> = {}
  return new Promise<{ status?: number; headers: Record<string, unknown>; error?: unknown }>(resolve => {
    const response = {
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      writeHead(status: number) {
        resolve({ status, headers })
        return response
      },
      end: () => response,
    }
    middleware({ url } as IncomingMessage, response as unknown as ServerResponse, error => resolve({ headers, error }))
  })
}

test('npm run dev answers a hostile /admin/ path (a NUL byte) with the editor 404 page, and keeps running', {
  timeout: 60_000,
}, async () => {
  let middleware: Connect.NextHandleFunction | undefined
  const plugin = adminDevPlugin() as { configureServer(server: ViteDevServer): void }
  plugin.configureServer({ middlewares: { use: (handler: typeof middleware) => (middleware = handler) } } as never)
  const unhandled: unknown[] = []
  const record = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', record)
  try {
    const editor = await answer(middleware!, '/admin/')
    expect([editor.status, editor.headers['content-security-policy']]).toEqual([200, ADMIN_CONTENT_SECURITY_POLICY])
    const hostile = await Promise.race([
      answer(middleware!, '/admin/%00'),
      new Promise(resolve => setTimeout(() => resolve('no answer'), 5_000)),
    ])
    expect(hostile).toEqual({ status: 404, headers: editor.headers })
    expect(unhandled).toEqual([])
  } finally {
    process.off('unhandledRejection', record)
  }
})
