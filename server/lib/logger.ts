/**
 * Structured JSON logs (pino). Requests are logged without headers or bodies, and one-time tokens,
 * webhook keys and e-mail addresses in paths or query strings are masked, so no secret or address
 * reaches a log line. Card fields are redacted too, should any object carrying them ever be logged.
 */
import pino, { type Logger } from 'pino'
import type { Config } from '../config'

const SECRET_QUERY = /([?&](?:token|finish_token|user_finish_token|key|jwt|code|password|email|to)=)[^&]*/gi
const SECRET_PATH = /^(\/(?:api\/)?token_login\/)[^/?]+/

export function maskUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1***').replace(SECRET_QUERY, '$1***')
}

/** `destination`: where lines go instead of stdout (tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.card_number',
        '*.card_key',
        '*.cvv',
        '*.cvc',
        '*.card.number',
        '*.card.cvv',
      ],
      censor: '***',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
      }),
    },
    ...(config.env === 'development' && process.stdout.isTTY && !destination
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  }
  return destination ? pino(options, destination) : pino(options)
}
