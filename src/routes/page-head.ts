/**
 * A page's head for crawlers and link previews: its title, description, canonical address and Open
 * Graph and Twitter card tags, from the data the page shows (a creator, a post, a movie). The loader
 * returns the facts; the route's `head` turns them into tags, so the server's page carries them and
 * the browser hydrates the same head. Without facts (data not read yet) the root's defaults stand.
 */
import type { Creator } from '../../contract/schemas/creator'
import type { Movie } from '../../contract/schemas/movie'
import type { Post } from '../../contract/schemas/post'

const SITE_NAME = 'Velvet'
/** Longer descriptions are cut here: what search results and previews show of them. */
const DESCRIPTION_MAX = 160

export type PageFacts = {
  /** The page's own name, without the site's. */
  name: string
  description: string
  /** A picture's path on this site. */
  image: string | undefined
  /** The page's own path (its canonical address, without a query). */
  path: string
  kind: 'profile' | 'article' | 'video.movie'
}

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

export function creatorFacts(creator: Creator, path: string): PageFacts {
  return {
    name: creator.name,
    description: creator.about_me,
    image: creator.public_profile_image_path.large,
    path,
    kind: 'profile',
  }
}

export function postFacts(post: Post, path: string): PageFacts {
  const creator = post.webstar?.data
  return {
    name: creator?.name ?? SITE_NAME,
    description: post.description,
    image: post.public_thumbnail_image_path.large,
    path,
    kind: 'article',
  }
}

export function movieFacts(movie: Movie, path: string): PageFacts {
  return {
    name: movie.name,
    description: movie.description,
    image: movie.public_thumbnail_image_path.large,
    path,
    kind: 'video.movie',
  }
}

/** The route's `head`: the tags of these facts, at this origin (links and pictures are absolute). */
export function pageHead(facts: PageFacts | undefined, origin: string) {
  if (!facts) return {}
  const title = `${facts.name} · ${SITE_NAME}`
  const description = shortened(facts.description) || title
  const url = new URL(facts.path, origin).href
  const image = facts.image ? new URL(facts.image, origin).href : undefined
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: facts.kind },
      { property: 'og:title', content: facts.name },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: facts.name },
      { name: 'twitter:description', content: description },
      ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
