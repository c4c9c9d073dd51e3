/** The captcha module as other modules see it. */
export type { Captcha } from './service'
