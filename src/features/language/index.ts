export { activateLocale } from './activate-locale'
export { type FeatureCatalog, loadFeatureCatalog, useFeatureCatalog, withFeatureCatalog } from './feature-catalogs'
export { LanguageMenu } from './language-menu'
