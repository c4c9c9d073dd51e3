export { activateLocale } from './activate-locale'
export { type FeatureCatalog, loadFeatureCatalog, useFeatureCatalog } from './feature-catalogs'
export { LanguageMenu } from './language-menu'
