export { activateLocale } from './activate-locale'
export { LanguageMenu } from './language-menu'
