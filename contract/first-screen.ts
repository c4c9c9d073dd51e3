/**
 * /home's first screen for a guest (issue 13): the reads it shows (the carousel and the first page of
 * celebrities' posts), which the server renders into the page it sends (server/plugins/first-screen.ts)
 * and the page itself sends early (src/api/early-reads.ts) with the language and theme it runs in.
 * Each is the request the screen's own query makes, so the answers are the ones it would get.
 */
import { api } from './api'
import { PAGE_SIZE } from './limits'

/** The addresses whose first screen is /home's feed (its default tab, celebrities). */
export const FIRST_SCREEN_PATH = /^\/(home|celebrities)\/?$/

/** Its reads, as path and query; the client adds `lang` and `site_type` after them. */
export const FIRST_SCREEN_READS = {
  celebrities: { path: api.celebrities.path, query: { page: 1, per_page: PAGE_SIZE.posts, include: 'webstar' } },
  carousels: { path: api.carousels.path, query: {} },
} as const

/** How many of the feed's posts the server's copy shows: a phone's first screen holds one (as the page's own copy, offline/screen-snapshot.ts). */
export const FIRST_SCREEN_POSTS = 1
