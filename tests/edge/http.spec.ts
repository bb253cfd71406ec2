import { servingSuite } from '../serving/servingSuite'

// The built site in Cloudflare's runtime (`npm run test:edge`), against the table nginx passes.
if (!process.env.EDGE_TEST_URL)
  throw new Error('tests/edge: EDGE_TEST_URL is not set — run `npm run test:edge`, which starts the edge runtime')
servingSuite('edge')
