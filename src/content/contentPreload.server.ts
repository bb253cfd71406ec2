import fs from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
}

// Vike's copy of Vite's client manifest; it exists from the client build on, so prerendering can read it.
const MANIFEST = path.resolve('dist/assets.json')
let manifest: Record<string, ManifestChunk> | null | undefined

/**
 * The client files of a locale's content chunk and the chunks it imports. The page preloads them beside its
 * own JavaScript, so the content that +onBeforeRenderClient awaits is already on its way (no request waterfall).
 * Empty in development, where there is no manifest.
 */
export function contentChunkUrls(locale: string): string[] {
  manifest ??= fs.existsSync(MANIFEST) ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>) : null
  if (!manifest) return []
  const urls = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest?.[key]
    if (!chunk || urls.has(`/${chunk.file}`)) return
    urls.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
  }
  visit(`src/content/generated/${locale}.ts`)
  return [...urls]
}
