/**
 * Where renditions are served from: under /assets/, which the serving policy caches for a year
 * (scripts/deploy/policy.ts). A module of its own so that the dev plugin (vitePlugin.ts) names it without loading the
 * image encoder into Vite's configuration.
 */
export const IMAGES_URL_PREFIX = '/assets/images/'
