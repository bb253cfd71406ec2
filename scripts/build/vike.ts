/**
 * The `vike build` step of scripts/build/main.ts, into the folder given as `--out` (Vike adds client/ and server/).
 * Usage: tsx scripts/build/vike.ts --out DIR
 */
import { parseArgs } from 'node:util'
import { build } from 'vike/api'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
if (!values.out) {
  console.error('Usage: tsx scripts/build/vike.ts --out DIR')
  process.exit(2)
}
await build({ viteConfig: { build: { outDir: values.out } } })
