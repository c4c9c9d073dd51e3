/** Client error reporting as the boot (main.tsx) starts it: the page's errors are kept from its first line. */
export { keepErrorsForReporting } from './shell/error-reporting-start'
