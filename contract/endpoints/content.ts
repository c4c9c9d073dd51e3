/**
 * Browse and watch (home, post views, model profile, video watch, the movie index and other
 * lists): every list and detail of the content screens, the watch entitlement and resume positions.
 *
 * Lists answer `{ data, meta: { pagination } }` with the spec's page sizes as defaults; theme-bound
 * lists follow `site_type` (divas: F and X creators, chads: M and X), names follow `lang`.
 * Creators carry `following` for a logged-in viewer.
 */
import { endpoint } from '../endpoint'
import {
  BannerListQuerySchema,
  BannerSchema,
  PromotionalBannerListQuerySchema,
  PromotionalBannerSchema,
} from '../schemas/banner'
import { CategoryListQuerySchema, CategorySchema, GroupSchema, TagSchema } from '../schemas/category'
import { AboutPageSchema } from '../schemas/cms'
import { CommonQuerySchema, IdParamsSchema, itemEnvelope, listEnvelope } from '../schemas/common'
import {
  CreatorProfileSchema,
  CreatorSchema,
  ModelGridQuerySchema,
  OutstandingQuerySchema,
  UsernameParamsSchema,
  WebstarListQuerySchema,
  WebstarSearchQuerySchema,
} from '../schemas/creator'
import { FaqListQuerySchema, FaqSchema } from '../schemas/faq'
import { FilterSchema } from '../schemas/filter'
import {
  MovieDetailQuerySchema,
  MovieListQuerySchema,
  MovieSchema,
  MovieSearchBodySchema,
  MovieSearchSchema,
  MovieSideListQuerySchema,
  MovieViewBodySchema,
  MovieViewSchema,
} from '../schemas/movie'
import { PlanListQuerySchema, SubscriptionPlanSchema } from '../schemas/plan'
import { PostDetailQuerySchema, PostListQuerySchema, PostListSchema, PostSchema } from '../schemas/post'
import {
  PlaybackSchema,
  WatchProgressBodySchema,
  WatchProgressQuerySchema,
  WatchProgressSchema,
} from '../schemas/video'

const CreatorListSchema = listEnvelope(CreatorSchema)
const MovieListSchema = listEnvelope(MovieSchema)

/** Home feeds tab: posts of the creators the viewer follows, else every post of the theme; 10 a page. */
export const feeds = endpoint({
  method: 'GET',
  path: '/api/feeds',
  query: PostListQuerySchema,
  response: PostListSchema,
})
/** Home webstars tab, 18 a page: `followed=1` (logged in only, else 401) or `followed=0`. */
export const webstars = endpoint({
  method: 'GET',
  path: '/api/webstars',
  query: WebstarListQuerySchema,
  response: CreatorListSchema,
})
/** Header model search (webstars.search) over both themes by name or username; 18 a page. */
export const webstarSearch = endpoint({
  method: 'GET',
  path: '/api/webstars/search',
  query: WebstarSearchQuerySchema,
  response: CreatorListSchema,
})
/** Home outstanding tab: up to 56 creators of the theme by rank. */
export const outstandings = endpoint({
  method: 'GET',
  path: '/api/outstandings',
  query: OutstandingQuerySchema,
  response: CreatorListSchema,
})
/** The models grid (webstars.index), 40 a page, with the filters of GET /api/filters. */
export const models = endpoint({
  method: 'GET',
  path: '/api/models',
  query: ModelGridQuerySchema,
  response: CreatorListSchema,
})
/** Filters the models grid understands, titles in the request's language. */
export const filters = endpoint({
  method: 'GET',
  path: '/api/filters',
  query: CommonQuerySchema,
  response: listEnvelope(FilterSchema),
})
/** Model profile by id (model.profile): creator, plans, chat. */
export const model = endpoint({
  method: 'GET',
  path: '/api/models/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(CreatorProfileSchema),
})
/** Model profile by username (model.username, /{username}). */
export const modelByUsername = endpoint({
  method: 'GET',
  path: '/api/models/by_username/:username',
  params: UsernameParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(CreatorProfileSchema),
})
/** A creator's posts, newest first, 10 a page, same lock rules as every post list. */
export const modelPosts = endpoint({
  method: 'GET',
  path: '/api/models/:id/posts',
  params: IdParamsSchema,
  query: PostListQuerySchema,
  response: PostListSchema,
})
/** One post (/{username}/post/{post}). */
export const post = endpoint({
  method: 'GET',
  path: '/api/posts/:id',
  params: IdParamsSchema,
  query: PostDetailQuerySchema,
  response: itemEnvelope(PostSchema),
})
/** Plans: a creator's (`model_id`), else site memberships, or token packs with `is_token=1`. */
export const subscriptionPlans = endpoint({
  method: 'GET',
  path: '/api/subscription_plans',
  query: PlanListQuerySchema,
  response: listEnvelope(SubscriptionPlanSchema),
})
/** Home categories tab: up to 256, the theme's own plus shared ones. */
export const categories = endpoint({
  method: 'GET',
  path: '/api/categories',
  query: CategoryListQuerySchema,
  response: listEnvelope(CategorySchema),
})
export const category = endpoint({
  method: 'GET',
  path: '/api/categories/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(CategorySchema),
})
export const tag = endpoint({
  method: 'GET',
  path: '/api/tags/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(TagSchema),
})
export const group = endpoint({
  method: 'GET',
  path: '/api/groups/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(GroupSchema),
})
/** Movie index (video.index, video.search): 16 a page, filters combine, newest first by default. */
export const movies = endpoint({
  method: 'GET',
  path: '/api/movies',
  query: MovieListQuerySchema,
  response: MovieListSchema,
})
/** New and hot: the most viewed of the latest movies of the theme; 16 a page. */
export const hotMovies = endpoint({
  method: 'GET',
  path: '/api/movies/hot',
  query: MovieSideListQuerySchema,
  response: MovieListSchema,
})
/**
 * The signed-in viewer's favourite and liked movies (the dashboard's favourites and
 * likes), the latest marked first, 16 a page, over both themes; 401 for a guest.
 */
export const favoriteMovies = endpoint({
  method: 'GET',
  path: '/api/movie_favorites',
  query: MovieSideListQuerySchema,
  response: MovieListSchema,
})
export const likedMovies = endpoint({
  method: 'GET',
  path: '/api/movie_likes',
  query: MovieSideListQuerySchema,
  response: MovieListSchema,
})
/** The watch page's movie; `include=categories,models,tags,group` (group with its other movies), `webstar`. */
export const movie = endpoint({
  method: 'GET',
  path: '/api/movies/:id',
  params: IdParamsSchema,
  query: MovieDetailQuerySchema,
  response: itemEnvelope(MovieSchema),
})
/** "More from the same model": other movies of the first model, 6 a page. */
export const modelMovies = endpoint({
  method: 'GET',
  path: '/api/movies/:id/model_movies',
  params: IdParamsSchema,
  query: MovieSideListQuerySchema,
  response: MovieListSchema,
})
/**
 * Related videos (sharing categories or tags), 8 a page. Empty when the first model is a webstar:
 * the watch page shows them only for studio models.
 */
export const relatedMovies = endpoint({
  method: 'GET',
  path: '/api/movies/:id/related',
  params: IdParamsSchema,
  query: MovieSideListQuerySchema,
  response: MovieListSchema,
})
/** Counts one view of the main video (the app sends it once per movie load). */
export const movieViews = endpoint({
  method: 'POST',
  path: '/api/movie_views',
  query: CommonQuerySchema,
  body: MovieViewBodySchema,
  response: MovieViewSchema,
})
/** Records a movie index search (201). */
export const movieSearches = endpoint({
  method: 'POST',
  path: '/api/movie_searchs',
  query: CommonQuerySchema,
  body: MovieSearchBodySchema,
  response: MovieSearchSchema,
})
/**
 * How to play a video: trailers for everyone, main videos for members only (403
 * membership_required otherwise) through a signed URL valid for about ten minutes. Never cache it.
 */
export const playback = endpoint({
  method: 'GET',
  path: '/api/videos/:id/playback',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: PlaybackSchema,
})
/** The viewer's resume positions, latest first (logged in only, else 401). */
export const watchProgress = endpoint({
  method: 'GET',
  path: '/api/watch_progress',
  query: WatchProgressQuerySchema,
  response: listEnvelope(WatchProgressSchema),
})
/** Saves a resume position (logged in only, else 401); the latest write wins. */
export const saveWatchProgress = endpoint({
  method: 'PUT',
  path: '/api/watch_progress',
  query: CommonQuerySchema,
  body: WatchProgressBodySchema,
  response: itemEnvelope(WatchProgressSchema),
})
/** FAQ page in the request's language (per_page 999); answers are sanitised HTML. */
export const faqs = endpoint({
  method: 'GET',
  path: '/api/frequently_asked_questions',
  query: FaqListQuerySchema,
  response: listEnvelope(FaqSchema),
})
/** About page text in the request's language and the company's sites. */
export const about = endpoint({
  method: 'GET',
  path: '/api/cms/about',
  query: CommonQuerySchema,
  response: itemEnvelope(AboutPageSchema),
})
/** Home image banners of the theme, optionally of one placement (home_tab, home_footer). */
export const banners = endpoint({
  method: 'GET',
  path: '/api/banners',
  query: BannerListQuerySchema,
  response: listEnvelope(BannerSchema),
})
/** Promo banners (under the player for non-members). */
export const promotionalBanners = endpoint({
  method: 'GET',
  path: '/api/promotional_banners',
  query: PromotionalBannerListQuerySchema,
  response: listEnvelope(PromotionalBannerSchema),
})
