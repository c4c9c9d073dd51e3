/** A creator, a post and a movie as the API sends them, for the app's tests. */
import type { Creator } from '../../contract/schemas/creator'
import type { Movie } from '../../contract/schemas/movie'
import type { Post } from '../../contract/schemas/post'

const movieImage = { small: '/media/art/v1/movie/divas/1/small.webp', large: '/media/art/v1/movie/divas/1/large.webp' }

export function makeCreator(overrides: Partial<Creator> = {}): Creator {
  return {
    id: 4,
    name: 'Luna Vale',
    username: 'lunavale',
    sex: 'F',
    verified: true,
    about_me: '',
    public_banner_image_path: movieImage,
    public_profile_image_path: movieImage,
    public_vertical_image_path: movieImage,
    public_image_path: movieImage,
    public_socials: [],
    chat_enabled: true,
    is_webstar: false,
    hidden_menu: false,
    following: false,
    ...overrides,
  }
}

export function makePost(overrides: Partial<Post> = {}): Post {
  const image = {
    small: '/media/art/v1/post-square/divas/1/small.webp',
    large: '/media/art/v1/post-square/divas/1/large.webp',
  }
  return {
    id: 9,
    post_id: 9,
    front_container: 'free',
    tokens_quantity: 0,
    available: true,
    description: 'Golden hour on the rooftop',
    likes: 1234,
    comments_count: 3,
    interaction: { liked: false, likes_enabled: true },
    content: [
      {
        id: 1,
        component: 'picture',
        main_video_id: null,
        name: null,
        is_hd: false,
        length: null,
        preview_video_path: null,
        public_thumbnail_image_path: image,
        dimentions: { width: 1080, height: 1080 },
      },
    ],
    public_thumbnail_image_path: image,
    created_at: new Date().toISOString(),
    chat: true,
    webstar: {
      data: makeCreator({
        public_banner_image_path: image,
        public_profile_image_path: image,
        public_vertical_image_path: image,
        public_image_path: image,
        is_webstar: true,
      }),
    },
    ...overrides,
  }
}

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
    public_thumbnail_image_path: movieImage,
    public_thumbnail_video_path: null,
    username: model.username,
    following: false,
    created_at: new Date().toISOString(),
    webstar: { data: model },
    models: { data: [model] },
    categories: { data: [{ id: 3, name: 'Solo', public_thumbnail_image_path: movieImage }] },
    tags: { data: [{ id: 8, name: 'neon' }] },
    group: { data: null },
    ...overrides,
  }
}
