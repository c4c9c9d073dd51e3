/**
 * A creator publishes a post (`POST /api/posts`, signed in as a creator's user; the post is always
 * theirs). For the demo the media are generated artwork: a picture element names its shape, a
 * movie element one of the creator's own movies. Tokens posts need a price of at least 3 tokens;
 * the other kinds have none. Followers who opted in are notified by web push afterwards.
 */
import * as v from 'valibot'
import { LIMITS } from '../limits'
import { IdParamSchema, jsonInt } from './fields'
import { FRONT_CONTAINERS } from './post'
import { optionalPlainText } from './text'

export const PUBLISH_RULE = { descriptionMax: 2000, elementsMin: 1, elementsMax: 4, tokensMax: 10_000 } as const

export const PICTURE_SHAPES = ['portrait', 'square', 'landscape'] as const

export const PublishElementSchema = v.variant(
  'component',
  [
    v.strictObject({
      component: v.literal('picture'),
      shape: v.optional(v.picklist(PICTURE_SHAPES, 'one_of')),
    }),
    v.strictObject({ component: v.literal('movie'), movie_id: IdParamSchema }),
  ],
  'one_of',
)

export const PublishPostBodySchema = v.pipe(
  v.strictObject({
    description: optionalPlainText(PUBLISH_RULE.descriptionMax),
    front_container: v.picklist(FRONT_CONTAINERS, 'one_of'),
    tokens_quantity: v.optional(jsonInt(0, PUBLISH_RULE.tokensMax), 0),
    elements: v.pipe(
      v.array(PublishElementSchema, 'required'),
      v.minLength(PUBLISH_RULE.elementsMin, 'min_length'),
      v.maxLength(PUBLISH_RULE.elementsMax, 'max_length'),
    ),
  }),
  // A price only on tokens posts, and then at least the minimum.
  v.forward(
    v.partialCheck(
      [['front_container'], ['tokens_quantity']],
      (input) =>
        input.front_container === 'tokens' ? input.tokens_quantity >= LIMITS.minTokens : input.tokens_quantity === 0,
      'invalid',
    ),
    ['tokens_quantity'],
  ),
)
export type PublishPostBody = v.InferInput<typeof PublishPostBodySchema>
