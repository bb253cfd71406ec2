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
 * Compiles the plugin into its cache folder unless it is there, in libuv's thread pool, so that what compiles modules
 * after it only reads it: `npm test`'s lanes, the build's Vike bundling and Lingui (docs/build.md). Compiling takes
 * about 1.7 s of CPU (measured alone, 2026-12-02); two processes that start without it each compile it. SWC 1.16 and
 * later write the compiled file under a temporary name and rename it, so builds side by side never read half of one.
 */
export async function compileLinguiSwcPlugin(experimental = LINGUI_SWC_EXPERIMENTAL): Promise<void> {
  const { transform } = await import('@swc/core')
  try {
    await transform('', { filename: 'warm.ts', jsc: { parser: { syntax: 'typescript' }, experimental } })
  } catch (error) {
    // SWC's message: "Caused by:", its causes numbered one a line, then a Rust backtrace; the causes say what failed.
    const causes = String(error instanceof Error ? error.message : error)
      .split('Stack backtrace:')[0]!
      .split('\n')
      .map(line => line.trim().replace(/^\d+: /, ''))
      .filter(line => line !== '' && line !== 'Caused by:')
    throw new Error(
      `SWC could not load Lingui's macro plugin (${experimental.plugins.map(([name]) => name).join(', ')}): ` +
        `${causes.join(': ') || 'no message'} — run \`npm ci\`; @lingui/swc-plugin's version must match @swc/core's, ` +
        'both pinned in package.json (https://github.com/lingui/swc-plugin#compatibility)',
    )
  }
}
