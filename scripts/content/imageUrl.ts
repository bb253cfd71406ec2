/** Where renditions are served from (cached for a year); its own module, so Vite's configuration loads no encoder. */

export const IMAGES_URL_PREFIX = '/assets/images/'
