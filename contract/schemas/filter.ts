/**
 * Filters of the models grid. Each filter names the query parameter it sets on
 * `GET /api/models` (`name`); the app renders it by `tag`:
 * - `main`: an on/off toggle; when on, send `name=value`.
 * - `radio`: pick one of `filter_items`; send `name=<item value>`.
 * - `select`: a drop-down of `filter_items`; send `name=<item value>`, or nothing for ''.
 * Titles come in the request's language.
 */
import * as v from 'valibot'

export const FILTER_TAGS = ['main', 'select', 'radio'] as const
export type FilterTag = (typeof FILTER_TAGS)[number]

export const FilterItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  value: v.string(),
})
export type FilterItem = v.InferOutput<typeof FilterItemSchema>

export const FilterSchema = v.object({
  tag: v.picklist(FILTER_TAGS),
  id: v.number(),
  /** The query parameter of GET /api/models this filter sets. */
  name: v.string(),
  title: v.string(),
  /** `main`: the value sent when on; `radio` and `select`: the default ('' sends nothing). */
  value: v.string(),
  filter_items: v.array(FilterItemSchema),
})
export type Filter = v.InferOutput<typeof FilterSchema>
