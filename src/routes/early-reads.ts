/**
 * What a guest's first screen reads, by page address, for the page to send before the app's code has
 * arrived (api/early-reads.ts; scripts/first-paint.ts writes them into index.html). Each is the
 * request its screen's query makes (early-reads.test.ts holds them to it): /home and its default
 * tab show the carousel and the first page of celebrities' posts.
 */
import { api } from '../../contract/api'
import { PAGE_SIZE } from '../../contract/limits'
import type { EarlyReadsConfig } from '../api/early-reads'
import { buildUrl } from '../api/url'

export const EARLY_READ_ROUTES: EarlyReadsConfig['routes'] = [
  {
    path: '^/(home|celebrities)/?$',
    reads: [
      buildUrl(api.celebrities.path, {}, { page: 1, per_page: PAGE_SIZE.posts, include: 'webstar' }),
      buildUrl(api.carousels.path),
    ],
  },
]
