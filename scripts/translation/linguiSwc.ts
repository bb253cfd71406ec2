/**
 * Lingui's SWC plugin, as SWC's `jsc.experimental` takes it: apart from the Vite plugins (linguiPlugins.ts), so that a
 * caller of @swc/core itself (the build's first step, `npm test`, macroIds.test.ts) loads neither Vite nor Lingui.
 */
import path from 'node:path'
import { ROOT_DIR, SWC_CACHE_DIR } from '../core/rootDir.ts'

/** Lingui's SWC plugin and its options, as SWC's `jsc.experimental.plugins` takes them. */
export const LINGUI_SWC_PLUGINS: [string, Record<string, unknown>][] = [
  ['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }],
]

/**
 * Where SWC keeps the Lingui plugin compiled for this machine: one folder for the checkout and every copy linked to it,
 * or each working and Vite cache folder compiles it again (docs/budgets.md).
 */
export const SWC_CACHE_ROOT = path.join(ROOT_DIR, SWC_CACHE_DIR)

/** SWC's `jsc.experimental` for Lingui's macros, as the site compiles them. */
export const LINGUI_SWC_EXPERIMENTAL = { plugins: LINGUI_SWC_PLUGINS, cacheRoot: SWC_CACHE_ROOT }

/**
 * Compiles the plugin into SWC_CACHE_ROOT unless it is there, in libuv's thread pool, so that the processes started
 * after it only read it: `npm test` before its lanes, the build beside its content step (docs/build.md). Compiling
 * takes about 1.4 s of CPU; two processes that start without it each compile it.
 */
export async function compileLinguiSwcPlugin(): Promise<void> {
  const { transform } = await import('@swc/core')
  await transform('', {
    filename: 'warm.ts',
    jsc: { parser: { syntax: 'typescript' }, experimental: LINGUI_SWC_EXPERIMENTAL },
  })
}
