import fs from 'node:fs'
import path from 'node:path'

/**
 * The class name a CSS Module's class gets (Vite's `css.modules.generateScopedName`): `Nav.module.css` `.menu` →
 * `Nav_menu`, without a hash, so no two modules may share a file name. A 5-character hash on each name was 0.7 KiB of
 * the home page's HTML and 0.8 KiB of its stylesheets (brotli), bytes before the first paint (docs/budgets.md); the
 * stylesheets' file names carry the hash that caches need.
 * CAREFUL HERE: scripts/check/unusedCss.ts matches its allow-list against these names.
 */
const moduleFiles = new Map<string, string>()

/** A CSS Module's file name as scopedClassName accepts it (`Nav` of Nav.module.css). */
const NAME = '[A-Z][A-Za-z0-9-]*'
const MODULE_NAME = new RegExp(`^${NAME}$`)

/** A class name scopedClassName makes (`Nav_menu`); global class names (`visually-hidden`) never match. */
export const MODULE_CLASS_NAME = new RegExp(`^${NAME}_[\\w-]+$`)

export function scopedClassName(local: string, file: string): string {
  // Vite may pass the module's id with a query (`?used`, `?inline`).
  const filePath = file.replace(/\?.*$/, '')
  const name = path.basename(filePath).replace(/\.module\.css$/, '')
  // A capital first and no `_`: two modules never make one name, and scripts/check/budgets.ts knows them by it.
  if (!MODULE_NAME.test(name))
    throw new Error(
      `${filePath}: a CSS Module's file name must be a capitalised name without "_", like Nav.module.css — rename it`,
    )
  const owner = moduleFiles.get(name)
  // A module moved or renamed while `npm run dev` runs leaves its old path here: only a file still there is a clash.
  if (owner === undefined || (owner !== filePath && !fs.existsSync(owner))) moduleFiles.set(name, filePath)
  else if (owner !== filePath)
    throw new Error(
      `${filePath}: another CSS Module has the same file name (${owner}), and their classes would share names — ` +
        `rename one`,
    )
  return `${name}_${local}`
}
