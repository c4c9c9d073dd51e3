/** The FAQ and about pages, in the caller's language, with their HTML sanitised. */
import { DEFAULT_LOCALE, LANGUAGE_IDS, type Locale } from '../../../contract/languages'
import { PAGE_SIZE } from '../../../contract/limits'
import type { AboutPage } from '../../../contract/schemas/cms'
import type { Faq } from '../../../contract/schemas/faq'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import { countFaqs, findCmsPage, findCompanySites, findFaqPage } from './repository'
import { sanitizeCmsHtml } from './sanitize'

export type FaqPage = { faqs: Faq[]; total: number; page: PageRequest }

export async function listFaqs(db: Db, request: { locale: Locale; page: number; perPage?: number }): Promise<FaqPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.faqs }
  const languageId = LANGUAGE_IDS[request.locale]
  const [rows, total] = await Promise.all([
    findFaqPage(db, languageId, page.perPage, offsetOf(page)),
    countFaqs(db, languageId),
  ])
  const faqs = rows.map((row) => ({ id: row.id, question: row.question, answer: sanitizeCmsHtml(row.answer) }))
  return { faqs, total, page }
}

/** The about page in the caller's language (English when it has no translation) and the company's sites. */
export async function getAboutPage(db: Db, locale: Locale): Promise<AboutPage> {
  const [page, sites] = await Promise.all([
    findCmsPage(db, 'about', LANGUAGE_IDS[locale]).then(
      (row) => row ?? findCmsPage(db, 'about', LANGUAGE_IDS[DEFAULT_LOCALE]),
    ),
    findCompanySites(db),
  ])
  if (!page) throw new AppError('not_found')
  return {
    title: page.title,
    body: sanitizeCmsHtml(page.body),
    sites: sites.map((site) => ({ name: site.name, url: site.url })),
  }
}
