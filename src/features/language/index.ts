export { activateLocale, loadLocaleMessages } from './activate-locale'
export { preloadBrowseCatalog, withBrowseCatalog } from './browse-catalog'
export { type FeatureCatalog, loadFeatureCatalog, useFeatureCatalog, withFeatureCatalog } from './feature-catalogs'
export { LanguageMenu } from './language-menu'
