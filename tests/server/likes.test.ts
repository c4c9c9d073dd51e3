/**
 * Likes of posts (POST post_likes: set with `liked`, toggle without) and likes and favourites of
 * movies (POST on, DELETE off): counters move by one only when the state changes and never go
 * below zero, likes respect likes_enabled, guests get 401, and the viewer's flags show on post
 * and movie payloads.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movieModels, movies, posts } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, newKey, type SocialTestApp, send } from './social-fixture'

type PostLike = { data: { post_id: number; liked: boolean; likes: number } }
type MovieLike = { data: { movie_id: number; liked: boolean; likes: number } }
type MovieFavorite = { data: { movie_id: number; favorited: boolean; favorites: number } }
type PostPayload = { id: number; likes: number; interaction: { liked: boolean; likes_enabled: boolean } }
type MoviePayload = {
  id: number
  likes: number
  favorites: number
  interaction: { liked: boolean; favorited: boolean }
}

let t: SocialTestApp
let fan: Signed
let other: Signed
let postId: number
let noLikesPostId: number
let movieId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  fan = await registerUser(t)
  other = await registerUser(t)
  const [open] = await t.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.likesEnabled, true), eq(posts.frontContainer, 'free')))
    .limit(1)
  const [closed] = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.likesEnabled, false)).limit(1)
  const [movie] = await t.db.select({ id: movies.id }).from(movies).limit(1)
  if (!open || !closed || !movie) throw new Error('seed changed')
  postId = open.id
  noLikesPostId = closed.id
  movieId = movie.id
})
afterAll(() => t.close())

function likePost(who: Signed | null, payload: Record<string, unknown>, key?: string) {
  return send(t, who, { method: 'POST', url: '/api/post_likes', payload, ...(key ? { key } : {}) })
}

describe('POST /api/post_likes', () => {
  it('sets the state with `liked`: repeating it changes nothing', async () => {
    const [before] = await t.db.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, postId))
    const start = before?.likes ?? 0
    const first = await likePost(fan, { post_id: postId, liked: true })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ data: { post_id: postId, liked: true, likes: start + 1 } })
    expect((await likePost(fan, { post_id: postId, liked: true })).json()).toEqual({
      data: { post_id: postId, liked: true, likes: start + 1 },
    })
    expect((await likePost(fan, { post_id: postId, liked: false })).json()).toEqual({
      data: { post_id: postId, liked: false, likes: start },
    })
    expect((await likePost(fan, { post_id: postId, liked: false })).json()).toEqual({
      data: { post_id: postId, liked: false, likes: start },
    })
  })

  it('toggles without `liked`, as the spec calls it', async () => {
    const on = (await likePost(other, { post_id: postId })).json() as PostLike
    const off = (await likePost(other, { post_id: postId })).json() as PostLike
    expect(on.data.liked).toBe(true)
    expect(off.data.liked).toBe(false)
    expect(off.data.likes).toBe(on.data.likes - 1)
  })

  it('never takes the count below zero', async () => {
    // A legacy counter out of step with the like rows: 0 while a like exists.
    const zero = await registerUser(t)
    await likePost(zero, { post_id: postId, liked: true })
    await t.db.update(posts).set({ likesCount: 0 }).where(eq(posts.id, postId))
    const res = (await likePost(zero, { post_id: postId, liked: false })).json() as PostLike
    expect(res.data).toEqual({ post_id: postId, liked: false, likes: 0 })
    const [row] = await t.db.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, postId))
    expect(row?.likes).toBe(0)
  })

  it('refuses posts with likes turned off (403 likes_disabled), unknown posts (404) and guests (401)', async () => {
    const disabled = await likePost(fan, { post_id: noLikesPostId, liked: true })
    expect(disabled.statusCode).toBe(403)
    expect(disabled.json()).toMatchObject({ code: 'likes_disabled' })
    expect((await likePost(fan, { post_id: 99_999_999 })).statusCode).toBe(404)
    const guest = await likePost(null, { post_id: postId })
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toMatchObject({ code: 'unauthenticated' })
  })

  it('shows interaction.liked to the viewer on post lists and the post, and to nobody else', async () => {
    await likePost(fan, { post_id: postId, liked: true }, newKey())
    const mine = await send(t, fan, { method: 'GET', url: `/api/posts/${postId}` })
    expect((mine.json() as { data: PostPayload }).data.interaction.liked).toBe(true)
    const theirs = await send(t, other, { method: 'GET', url: `/api/posts/${postId}` })
    expect((theirs.json() as { data: PostPayload }).data.interaction.liked).toBe(false)
    const guest = await send(t, null, { method: 'GET', url: `/api/posts/${postId}` })
    expect((guest.json() as { data: PostPayload }).data.interaction.liked).toBe(false)
    const [post] = await t.db.select({ creatorId: posts.creatorId }).from(posts).where(eq(posts.id, postId))
    const list = await send(t, fan, { method: 'GET', url: `/api/models/${post?.creatorId}/posts?per_page=100` })
    const listed = (list.json() as { data: PostPayload[] }).data.find((p) => p.id === postId)
    expect(listed?.interaction.liked).toBe(true)
  })
})

describe('movie likes and favourites', () => {
  async function counters() {
    const [row] = await t.db
      .select({ likes: movies.likes, favorites: movies.favorites })
      .from(movies)
      .where(eq(movies.id, movieId))
    return row ?? { likes: -1, favorites: -1 }
  }

  it('POST likes and DELETE unlikes, by one, with set semantics', async () => {
    const start = await counters()
    const like = () => send(t, fan, { method: 'POST', url: '/api/movie_likes', payload: { movie_id: movieId } })
    const unlike = () => send(t, fan, { method: 'DELETE', url: '/api/movie_likes', payload: { movie_id: movieId } })
    expect((await like()).json()).toEqual({ data: { movie_id: movieId, liked: true, likes: start.likes + 1 } })
    expect(((await like()).json() as MovieLike).data.likes).toBe(start.likes + 1)
    expect((await unlike()).json()).toEqual({ data: { movie_id: movieId, liked: false, likes: start.likes } })
    expect(((await unlike()).json() as MovieLike).data.likes).toBe(start.likes)
    expect((await counters()).likes).toBe(start.likes)
  })

  it('POST favourites and DELETE unfavourites, by one, with set semantics', async () => {
    const start = await counters()
    const fav = () => send(t, fan, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    const unfav = () => send(t, fan, { method: 'DELETE', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    expect((await fav()).json()).toEqual({
      data: { movie_id: movieId, favorited: true, favorites: start.favorites + 1 },
    })
    expect(((await fav()).json() as MovieFavorite).data.favorites).toBe(start.favorites + 1)
    expect(((await unfav()).json() as MovieFavorite).data).toEqual({
      movie_id: movieId,
      favorited: false,
      favorites: start.favorites,
    })
    expect(((await unfav()).json() as MovieFavorite).data.favorites).toBe(start.favorites)
  })

  it('never takes a movie counter below zero', async () => {
    await send(t, other, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    await t.db.update(movies).set({ favorites: 0 }).where(eq(movies.id, movieId))
    const res = await send(t, other, { method: 'DELETE', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    expect((res.json() as MovieFavorite).data.favorites).toBe(0)
  })

  it('fills interaction.liked and interaction.favorited for the viewer on the movie and in lists', async () => {
    await send(t, fan, { method: 'POST', url: '/api/movie_likes', payload: { movie_id: movieId } })
    await send(t, fan, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    const detail = (await send(t, fan, { method: 'GET', url: `/api/movies/${movieId}` })).json() as {
      data: MoviePayload
    }
    expect(detail.data.interaction).toEqual({ liked: true, favorited: true })
    const guest = (await send(t, null, { method: 'GET', url: `/api/movies/${movieId}` })).json() as {
      data: MoviePayload
    }
    expect(guest.data.interaction).toEqual({ liked: false, favorited: false })
    const [model] = await t.db
      .select({ creatorId: movieModels.creatorId })
      .from(movieModels)
      .where(eq(movieModels.movieId, movieId))
      .limit(1)
    const url = `/api/movies?model_id=${model?.creatorId}&per_page=100`
    const list = (await send(t, fan, { method: 'GET', url })).json() as { data: MoviePayload[] }
    const listed = list.data.find((m) => m.id === movieId)
    expect(listed?.interaction).toEqual({ liked: true, favorited: true })
    expect(list.data.filter((m) => m.interaction.liked)).toHaveLength(1)
  })

  it('answers 401 to guests and 404 for an unknown movie', async () => {
    const guest = await send(t, null, { method: 'POST', url: '/api/movie_likes', payload: { movie_id: movieId } })
    expect(guest.statusCode).toBe(401)
    const missing = await send(t, fan, {
      method: 'DELETE',
      url: '/api/movie_favorites',
      payload: { movie_id: 9_999_999 },
    })
    expect(missing.statusCode).toBe(404)
  })
})
