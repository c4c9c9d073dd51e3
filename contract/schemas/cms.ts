import * as v from 'valibot'

/** A site of the company, listed on the about page. */
export const CompanySiteSchema = v.object({ name: v.string(), url: v.string() })
export type CompanySite = v.InferOutput<typeof CompanySiteSchema>

/** The about page: its text in the request's language (sanitised HTML) and the company's sites. */
export const AboutPageSchema = v.object({
  title: v.string(),
  body: v.string(),
  sites: v.array(CompanySiteSchema),
})
export type AboutPage = v.InferOutput<typeof AboutPageSchema>
