/** A creator and a post as the API sends them, for the app's tests. */
import type { Creator } from '../../contract/schemas/creator'
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
