export { activateLocale, loadLocaleMessages } from './activate-locale'
export { preloadBrowseCatalog, withBrowseCatalog } from './browse-catalog'
export { everyCatalogOf } from './every-catalog'
export {
  countScreensWhileHydrating,
  type FeatureCatalog,
  holdsEveryCatalog,
  loadFeatureCatalog,
  useFeatureCatalog,
  whenWaitingScreensDrawn,
  withFeatureCatalog,
} from './feature-catalogs'
export { LanguageMenu } from './language-menu'
