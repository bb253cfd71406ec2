/**
 * The page's SVG icon (vike-react's `favicon` setting), written into the page as a data: URL of the brand mark
 * (public/favicon.svg, which stays published for the web manifest and for crawlers; /favicon.ico is linked in
 * pages/+Head.tsx for browsers without SVG icons).
 * CAREFUL HERE: a browser fetches the page's icon as soon as the page has loaded, usually before its first paint;
 * on a simulated phone (Lighthouse's Lantern) that request takes a cold connection and sets LCP 150 ms after the
 * paint. Inlined, the icon costs no request (about 0.4 KB of HTML, 0.2 KB compressed). The Content-Security-Policy
 * allows `data:` images for it (scripts/deploy/policy.ts).
 */
import mark from '../public/favicon.svg?raw'

export default `data:image/svg+xml,${encodeURIComponent(mark.trim())}`
