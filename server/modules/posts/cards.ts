/**
 * A guest's page of posts from the read model (schema/post-cards.ts). Every guest sees a
 * post the same way (free posts open, the others blurred, no marks), so a guest's page is one
 * query: the page's ids chosen as for anyone, each with its card's text, joined into the answer's
 * array without a row parsed or an object serialised. A card a write has cleared (or one written by
 * another serialiser) is built here from the rows, as every signed-in page is, and stored for the
 * next guest.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/client'
import { batched } from '../../lib/batch'
import { type RawJson, rawArray } from '../../lib/raw-json'
import { GUEST } from '../../lib/viewer'
import type { CreatorRow } from '../creators/index'
import {
  type CardListShape,
  type CardPageRequest,
  type CardRow,
  type CardToStore,
  findCardPages,
  findElements,
  findPostsByIds,
  type PostFilter,
  storeCards,
} from './repository'
import { type ElementRow, elementsByPost, type PostRow, toPost } from './serialize'

/** Guests are never shown a paid picture (isPostAvailable), so there is nothing to sign. */
const NO_PAID_PICTURES = () => undefined

function guestCards(post: PostRow, elements: ElementRow[], creator: CreatorRow) {
  return {
    plain: JSON.stringify(toPost(post, elements, GUEST, { paidPictures: NO_PAID_PICTURES, author: creator })),
    withCreator: JSON.stringify(
      toPost(post, elements, GUEST, { paidPictures: NO_PAID_PICTURES, author: creator, creator }),
    ),
  }
}

const SAMPLE_DATE = new Date(Date.UTC(2026, 0, 1))

/**
 * What the serialiser writes, as a short hash of the cards of a made-up post with one element of
 * each kind: a card stored by a build whose serialiser wrote other fields or paths has another
 * shape and is built again, so a deploy never serves the old build's cards.
 */
export const CARD_SHAPE = (() => {
  const post: PostRow = {
    id: 1,
    creatorId: 2,
    frontContainer: 'free',
    tokensQuantity: 0,
    description: 'd',
    likesCount: 3,
    commentsCount: 4,
    likesEnabled: true,
    publishedAt: SAMPLE_DATE,
  }
  const element = (id: number, component: 'movie' | 'picture'): ElementRow => ({
    id,
    postId: 1,
    position: id,
    component,
    movieId: component === 'movie' ? 5 : null,
    name: 'n',
    isHd: true,
    length: 6,
    imagePath: 'i',
    width: 7,
    height: 8,
    previewVideoPath: component === 'movie' ? 'v' : null,
  })
  const creator: CreatorRow = {
    id: 2,
    name: 'n',
    username: 'u',
    sex: 'F',
    verified: true,
    aboutMe: 'a',
    isWebstar: true,
    isCelebrity: true,
    hiddenMenu: false,
    chatEnabled: true,
    outstandingRank: null,
    callTokensPerMinute: 10,
    callTokensPerExtraMin: 15,
    socials: [],
    profileImagePath: 'p',
    bannerImagePath: 'b',
    verticalImagePath: 'v',
    imagePath: 'i',
    createdAt: SAMPLE_DATE,
  }
  const elements = [element(1, 'picture'), element(2, 'movie')]
  const free = guestCards(post, elements, creator)
  const paid = guestCards({ ...post, frontContainer: 'tokens', tokensQuantity: 9 }, elements, creator)
  return createHash('sha1')
    .update(JSON.stringify([free, paid]))
    .digest('base64url')
    .slice(0, 16)
})()

/** Pages of one guest list asked for in the same turn, read in one statement (lib/batch.ts). */
const readCardPages = batched(async (db: Db, key: string, pages: CardPageRequest[]) =>
  findCardPages(db, JSON.parse(key) as CardListShape, pages),
)

/** A guest's page of posts as the answer's JSON array, building and storing the cards it lacks. */
export async function guestPostPage(
  db: Db,
  filter: Omit<PostFilter, 'followedBy'>,
  withCreator: boolean,
  limit: number,
  offset: number,
): Promise<{ data: RawJson; count: number }> {
  const list: CardListShape = {
    theme: filter.theme,
    celebritiesOnly: filter.celebritiesOnly === true,
    byCreator: filter.creatorId !== undefined,
    withCreator,
  }
  const rows = await readCardPages(db, JSON.stringify(list), { creatorId: filter.creatorId ?? 0, limit, offset })
  const missing = rows.filter((row) => row.card === null || row.shape !== CARD_SHAPE)
  const built = missing.length > 0 ? await buildCards(db, missing) : new Map<number, CardToStore>()
  const texts: string[] = []
  for (const row of rows) {
    const card = built.get(row.id)
    if (card) texts.push(withCreator ? card.withCreator : card.plain)
    else if (row.card !== null && row.shape === CARD_SHAPE) texts.push(row.card)
    // A post deleted since its id was chosen has no card to show.
  }
  return { data: rawArray(texts), count: texts.length }
}

async function buildCards(db: Db, missing: CardRow[]): Promise<Map<number, CardToStore>> {
  const ids = missing.map((row) => row.id)
  const [rows, elements] = await Promise.all([findPostsByIds(db, ids), findElements(db, ids)])
  const byPost = elementsByPost(elements)
  const generationOf = new Map(missing.map((row) => [row.id, row.generation]))
  const cards = new Map<number, CardToStore>()
  for (const { post, creator } of rows) {
    const texts = guestCards(post, byPost.get(post.id) ?? [], creator)
    cards.set(post.id, { postId: post.id, generation: generationOf.get(post.id) ?? 0, shape: CARD_SHAPE, ...texts })
  }
  await storeCards(db, [...cards.values()])
  return cards
}
