/**
 * Builds the demo catalogue (creators, movies, posts and what hangs off them) as plain rows from a
 * seeded PRNG: the same content on every machine. Dates are offsets from `now`, so the feed always
 * looks recent.
 */
import type { FrontContainer } from '../../../contract/schemas/post'
import type { CreatorSex, SiteType } from '../../../contract/site-types'
import type { ArtTheme } from '../../modules/media/index'
import { type ArtVariant, artPath, sizeOf } from '../../modules/media/variants'
import type { SocialLink } from '../schema/creators'
import type { CategorySeed } from './data/categories'
import {
  ABOUT_DETAILS,
  ABOUT_OPENERS,
  CHAD_FIRST,
  DIVA_FIRST,
  DUO_FIRST,
  LAST,
  MOVIE_DESCRIPTIONS,
  MOVIE_WORDS_A,
  MOVIE_WORDS_B,
  POST_CAPTIONS,
} from './data/names'
import type { Random } from './random'

export const CATALOGUE_SIZE = { divas: 30, chads: 24, both: 10, movies: 500, posts: 600 } as const

const HOUR = 3600_000
const STREAMS = 3

/**
 * What the committed demo streams are (media/hls, scripts/make-hls.sh): every main video runs 12 s
 * in 240p and 480p, so a movie says that length and no HD (720p and up); a card must not promise
 * more than the player plays.
 */
export const DEMO_MAIN_STREAM = { seconds: 12, tallestHeight: 480, isHd: false } as const

export type CreatorSeedRow = {
  name: string
  username: string | null
  sex: CreatorSex
  verified: boolean
  aboutMe: string
  isWebstar: boolean
  isCelebrity: boolean
  hiddenMenu: boolean
  chatEnabled: boolean
  outstandingRank: number | null
  socials: SocialLink[]
  profileImagePath: string
  bannerImagePath: string
  verticalImagePath: string
  imagePath: string
  createdAt: Date
}

export function themeOfSex(sex: CreatorSex): ArtTheme {
  if (sex === 'F') return 'divas'
  if (sex === 'M') return 'chads'
  return 'neutral'
}

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

export function buildCreators(random: Random, now: Date): CreatorSeedRow[] {
  const people: { first: string; sex: CreatorSex }[] = [
    ...DIVA_FIRST.slice(0, CATALOGUE_SIZE.divas).map((first) => ({ first, sex: 'F' as const })),
    ...CHAD_FIRST.slice(0, CATALOGUE_SIZE.chads).map((first) => ({ first, sex: 'M' as const })),
    ...DUO_FIRST.slice(0, CATALOGUE_SIZE.both).map((first) => ({ first, sex: 'X' as const })),
  ]
  const ranks = random.sample(
    people.map((_, index) => index),
    56,
  )
  return people.map((person, index) => {
    const name = `${person.first} ${LAST[(index * 7 + 3) % LAST.length]}`
    const seed = index + 1
    const theme = themeOfSex(person.sex)
    const handle = name.toLowerCase().replace(/[^a-z]/g, '')
    const details = random.sample(ABOUT_DETAILS, random.int(0, 2))
    const rank = ranks.indexOf(index)
    return {
      name,
      // A few creators have no username: their links fall back to /models/{id}/profile.
      username: index % 23 === 11 ? null : handle,
      sex: person.sex,
      verified: random.chance(0.6),
      aboutMe: [random.pick(ABOUT_OPENERS), ...details].join(' '),
      isWebstar: true,
      isCelebrity: index % 3 === 0 || index < 4,
      hiddenMenu: index % 29 === 17,
      chatEnabled: random.chance(0.85),
      outstandingRank: rank >= 0 ? rank + 1 : null,
      socials: [
        { site: 'instagram', user: handle, url: `https://instagram.example/${handle}` },
        { site: 'twitter', user: handle, url: `https://x.example/${handle}` },
      ],
      profileImagePath: artPath('avatar', theme, seed, initialsOf(name)),
      bannerImagePath: artPath('banner', theme, seed),
      verticalImagePath: artPath('vertical', theme, seed),
      imagePath: artPath('post-portrait', theme, 10_000 + seed),
      createdAt: new Date(now.getTime() - (400 - index * 3) * 24 * HOUR),
    }
  })
}

export type VideoSeedRow = {
  kind: 'main' | 'trailer'
  encodeDriver: string
  playerData: { stream: string; playlist: string }
}

export type MovieSeed = {
  movie: {
    name: string
    description: string
    length: number
    isHd: boolean
    views: number
    likes: number
    favorites: number
    width: number
    height: number
    thumbnailPath: string
    thumbnailVideoPath: string | null
    publishedAt: Date
  }
  main: VideoSeedRow
  trailer: VideoSeedRow | null
  groupIndex: number | null
  creatorIndexes: number[]
  categoryIndexes: number[]
  tagIndexes: number[]
}

export function buildMovies(
  random: Random,
  now: Date,
  creators: CreatorSeedRow[],
  categories: CategorySeed[],
  tagCount: number,
  groupCount: number,
): MovieSeed[] {
  const seenNames = new Map<string, number>()
  const movies: MovieSeed[] = []
  for (let index = 0; index < CATALOGUE_SIZE.movies; index++) {
    const base = `${random.pick(MOVIE_WORDS_A)} ${random.pick(MOVIE_WORDS_B)}`
    const seen = (seenNames.get(base) ?? 0) + 1
    seenNames.set(base, seen)
    const name = seen === 1 ? base : `${base} ${toRoman(seen)}`
    const first = random.int(0, creators.length - 1)
    const creatorIndexes = random.chance(0.25)
      ? [first, ...random.sample(sameThemeIndexes(creators, first), 1)]
      : [first]
    const site = siteOfSex(creators[first]?.sex ?? 'X')
    const fitting = categories.map((c, i) => ({ c, i })).filter(({ c }) => !c.site || !site || c.site === site)
    const stream = (index % STREAMS) + 1
    const { width, height } = sizeOf('movie', 'large')
    movies.push({
      movie: {
        name,
        description: random.pick(MOVIE_DESCRIPTIONS),
        length: drawnAside(random.int(180, 2400), DEMO_MAIN_STREAM.seconds),
        isHd: drawnAside(random.chance(0.85), DEMO_MAIN_STREAM.isHd),
        views: random.int(120, 250_000),
        likes: random.int(0, 9000),
        favorites: random.int(0, 3000),
        width,
        height,
        thumbnailPath: artPath('movie', themeOfSex(creators[first]?.sex ?? 'X'), index + 1),
        // The hover preview is cut from the trailer (scripts/make-previews.sh); no trailer, no preview.
        thumbnailVideoPath: index % 25 === 13 ? null : `/media/previews/preview-${stream}.mp4`,
        publishedAt: new Date(now.getTime() - index * 33 * HOUR - random.int(0, 20) * HOUR),
      },
      // One main video in a hundred uses a driver the player does not know ('Sorry, not supported.').
      main: {
        kind: 'main',
        encodeDriver: index % 100 === 57 ? 'legacy_flash' : 'pro_chunked',
        playerData: { stream: `main-${stream}`, playlist: 'master.m3u8' },
      },
      // A few movies have no trailer: the watch page shows the thumbnail leading to purchase.
      trailer:
        index % 25 === 13
          ? null
          : {
              kind: 'trailer',
              encodeDriver: 'trailer_chunked',
              playerData: { stream: `trailer-${stream}`, playlist: 'index.m3u8' },
            },
      groupIndex: random.chance(0.35) ? random.int(0, groupCount - 1) : null,
      creatorIndexes,
      categoryIndexes: random.sample(fitting, random.int(1, 3)).map(({ i }) => i),
      tagIndexes: random.sample(
        Array.from({ length: tagCount }, (_, i) => i),
        random.int(2, 5),
      ),
    })
  }
  return movies
}

/**
 * The value to use, after a draw that is made and left unused: the draws keep their place in the
 * sequence, so the rest of the catalogue (views, names, posts) stays the one the journeys know.
 */
function drawnAside<T>(_draw: unknown, value: T): T {
  return value
}

function siteOfSex(sex: CreatorSex): SiteType | undefined {
  if (sex === 'F') return 'divas'
  if (sex === 'M') return 'chads'
  return undefined
}

function sameThemeIndexes(creators: CreatorSeedRow[], index: number): number[] {
  const sex = creators[index]?.sex
  return creators
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => i !== index && c.sex === sex)
    .map(({ i }) => i)
}

function toRoman(value: number): string {
  return ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][value] ?? String(value)
}

export type PostSeed = {
  post: {
    creatorIndex: number
    frontContainer: FrontContainer
    tokensQuantity: number
    description: string
    likesCount: number
    commentsCount: number
    likesEnabled: boolean
    publishedAt: Date
  }
  elements: {
    component: 'movie' | 'picture'
    movieIndex: number | null
    name: string | null
    isHd: boolean
    length: number | null
    imagePath: string
    width: number
    height: number
  }[]
}

const TOKEN_PRICES = [3, 5, 8, 10, 15, 20, 25, 50]

function frontContainerFor(random: Random): FrontContainer {
  const roll = random.next()
  if (roll < 0.35) return 'free'
  if (roll < 0.65) return 'normal'
  if (roll < 0.8) return 'premium'
  return 'tokens'
}

function pictureVariant(random: Random): ArtVariant {
  const roll = random.next()
  if (roll < 0.55) return 'post-portrait'
  if (roll < 0.8) return 'post-square'
  return 'post-landscape'
}

export function buildPosts(random: Random, now: Date, creators: CreatorSeedRow[], movies: MovieSeed[]): PostSeed[] {
  const posts: PostSeed[] = []
  let elementSeed = 1
  // Every kind of post appears early in every theme's feeds, then the mix is random.
  const opening: FrontContainer[] = ['free', 'normal', 'premium', 'tokens']
  for (let index = 0; index < CATALOGUE_SIZE.posts; index++) {
    const creatorIndex = random.int(0, creators.length - 1)
    const creator = creators[creatorIndex]
    const theme = themeOfSex(creator?.sex ?? 'X')
    const frontContainer = index < 12 ? (opening[index % 4] ?? 'free') : frontContainerFor(random)
    const count = random.chance(0.55) ? 1 : random.int(2, 4)
    const elements: PostSeed['elements'] = []
    for (let e = 0; e < count; e++) {
      const isMovie = random.chance(0.15)
      if (isMovie) {
        const movieIndex = random.int(0, movies.length - 1)
        const movie = movies[movieIndex]?.movie
        const { width, height } = sizeOf('post-landscape', 'large')
        elements.push({
          component: 'movie',
          movieIndex,
          name: movie?.name ?? null,
          isHd: movie?.isHd ?? true,
          length: movie?.length ?? null,
          imagePath: artPath('post-landscape', theme, elementSeed++),
          width,
          height,
        })
      } else {
        const variant = pictureVariant(random)
        const { width, height } = sizeOf(variant, 'large')
        elements.push({
          component: 'picture',
          movieIndex: null,
          name: null,
          isHd: false,
          length: null,
          imagePath: artPath(variant, theme, elementSeed++),
          width,
          height,
        })
      }
    }
    posts.push({
      post: {
        creatorIndex,
        frontContainer,
        tokensQuantity: frontContainer === 'tokens' ? random.pick(TOKEN_PRICES) : 0,
        description: random.pick(POST_CAPTIONS),
        likesCount: random.int(0, 2500),
        commentsCount: random.int(0, 120),
        likesEnabled: random.chance(0.9),
        publishedAt: new Date(now.getTime() - index * 2 * HOUR - random.int(0, 90) * 60_000),
      },
      elements,
    })
  }
  return posts
}
