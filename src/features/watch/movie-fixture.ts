/** A movie as the API sends it, for this feature's tests. */
import type { Movie } from '../../../contract/schemas/movie'
import { makeCreator } from '../../testing/content-fixtures'

export { makeCreator }

const image = { small: '/media/art/v1/movie/divas/1/small.webp', large: '/media/art/v1/movie/divas/1/large.webp' }

export function makeMovie(overrides: Partial<Movie> = {}): Movie {
  const model = makeCreator()
  return {
    id: 42,
    name: 'Night Drive',
    description: 'City lights after midnight.',
    length: 754,
    is_hd: true,
    main_video_id: 100,
    trailer_video_id: 101,
    available: true,
    views: 1234,
    likes: 10,
    favorites: 2,
    interaction: { favorited: false, liked: false },
    dimentions: { width: 1280, height: 720 },
    public_thumbnail_image_path: image,
    public_thumbnail_video_path: null,
    username: model.username,
    following: false,
    created_at: new Date().toISOString(),
    webstar: { data: model },
    models: { data: [model] },
    categories: { data: [{ id: 3, name: 'Solo', public_thumbnail_image_path: image }] },
    tags: { data: [{ id: 8, name: 'neon' }] },
    group: { data: null },
    ...overrides,
  }
}
