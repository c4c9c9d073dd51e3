import * as v from 'valibot'
import { LOCALES } from '../languages'

export const LanguageSchema = v.object({
  id: v.number(),
  code: v.picklist(LOCALES),
  name: v.string(),
  flag_img_path: v.string(),
})
export type Language = v.InferOutput<typeof LanguageSchema>
