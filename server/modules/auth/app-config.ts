import type { AppConfig } from '../../../contract/schemas/user'
import type { Config } from '../../config'
import type { SocialProvider } from './social-providers'

/** What the app needs to know about this server's account features (`GET /api/app_config`). */
export function readAppConfig(config: Config, social: SocialProvider[]): AppConfig {
  const offers = (name: SocialProvider['name']) => social.some((provider) => provider.name === name)
  return {
    captcha: config.captcha,
    // The sign-ins offered (SOCIAL_LOGIN; Twitter on, Google off by default).
    social: { twitter: offers('twitter'), google: offers('google') },
    creators_panel_url: config.creatorsPanelUrl,
    error_reporting_dsn: config.errorReportingDsn,
    dev_mailbox: config.devMailbox && !config.smtpUrl,
  }
}
