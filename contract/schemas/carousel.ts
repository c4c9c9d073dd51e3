import * as v from 'valibot'

/**
 * A text line of a slide. Styles are named variants plus an optional colour rather than free CSS,
 * so content editors cannot inject arbitrary styles into the page.
 */
export const CarouselLineSchema = v.object({
  text: v.string(),
  style: v.object({
    variant: v.picklist(['eyebrow', 'title', 'subtitle', 'cta']),
    color: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/))),
  }),
})
export type CarouselLine = v.InferOutput<typeof CarouselLineSchema>

export const CarouselItemSchema = v.object({
  id: v.number(),
  file_path: v.object({ small: v.string(), large: v.string() }),
  url: v.string(),
  content: v.array(CarouselLineSchema),
})
export type CarouselItem = v.InferOutput<typeof CarouselItemSchema>
