import { FLAGS } from '../../../contract/limits'
import type { AppConfig } from '../../../contract/schemas/user'
import type { Config } from '../../config'

/** What the app needs to know about this server's account features (`GET /api/app_config`). */
export function readAppConfig(config: Config): AppConfig {
  return {
    captcha: config.captcha,
    social: {
      twitter: FLAGS.twitterLogin && config.oauth.twitter !== undefined,
      // Google login is off by the product's flag (001 §9) even where a client is configured.
      google: FLAGS.googleLogin && config.oauth.google !== undefined,
    },
    creators_panel_url: config.creatorsPanelUrl,
    dev_mailbox: config.devMailbox && !config.smtpUrl,
  }
}
