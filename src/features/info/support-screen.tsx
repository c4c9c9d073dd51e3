/**
 * /support with the claims flag on: the hosted support form, the complaints e-mail
 * and the legal reply time. With the flag off the route sends people to the external chat instead.
 * Open to guests and users alike; a signed-in user is not asked for name and e-mail.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSession } from '../../api/use-session'
import { Button } from '../../ui/button'
import { EmailField, FormNotice, TextField } from '../../ui/form/fields'
import { SelectField } from '../../ui/form/select-field'
import { TextAreaField } from '../../ui/form/text-area-field'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { COMPLAINTS_EMAIL, LEGAL_REPLY_HOURS, SUPPORT_EMAIL } from './contacts'
import info from './info.module.css'
import { InfoHeader, InfoSection } from './info-parts'
import {
  buildMailto,
  GuestSupportSchema,
  SignedInSupportSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  type SupportInput,
  type SupportRequest,
  type SupportTopic,
} from './support-mail'
import styles from './support-screen.module.css'

function useTopicLabels(): Record<SupportTopic, string> {
  const { t } = useLingui()
  return {
    account: t`My account`,
    payments: t`Payments and tokens`,
    subscriptions: t`Subscriptions`,
    content: t`Videos and creators`,
    technical: t`Something is not working`,
    legal: t`Legal request or complaint`,
    other: t`Something else`,
  }
}

export function SupportScreen() {
  const { t } = useLingui()
  const session = useSession()
  const user = session.user
  const topics = useTopicLabels()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<SupportInput, unknown, SupportRequest>({
    // The resolver follows the session: a user who signs in meanwhile is no longer asked who they are.
    resolver: valibotResolver(user ? SignedInSupportSchema : GuestSupportSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', topic: '', message: '' },
  })
  const errors = form.formState.errors
  const message = form.watch('message')

  const submit = form.handleSubmit((values) => {
    const name = user?.username ?? values.name
    const email = user?.email ?? values.email
    const topic = topics[values.topic]
    const subject = t`Velvet support: ${topic}`
    const accountId = user?.id
    const signature = user ? t`Sent by @${name} (${email}), account ${accountId}` : t`Sent by ${name} (${email})`
    // Interim delivery until the contact endpoint exists: the user's mail client sends it.
    window.location.href = buildMailto(SUPPORT_EMAIL, subject, `${values.message}\n\n--\n${signature}`)
    setSentTo(SUPPORT_EMAIL)
  })

  return (
    <div className={`${info.page} ${info.wide}`}>
      <InfoHeader
        eyebrow={<Trans>Support</Trans>}
        title={<Trans>How can we help?</Trans>}
        lead={
          <Trans>
            Tell us what happened and we will get back to you by e-mail. Many answers are already in the{' '}
            <Link to="/faqs">frequently asked questions</Link>.
          </Trans>
        }
      />

      <div className={styles.layout}>
        <InfoSection title={<Trans>Send us a message</Trans>}>
          {sentTo ? (
            <div className={styles.sent}>
              <FormNotice>
                <Trans>
                  Your e-mail app should now open with your message. Press send there to reach us. If nothing opened,
                  write to <a href={`mailto:${sentTo}`}>{sentTo}</a>.
                </Trans>
              </FormNotice>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                <Trans>Back to the form</Trans>
              </Button>
            </div>
          ) : (
            <form className={styles.form} onSubmit={submit} noValidate>
              {user ? (
                <SignedInAs username={user.username} email={user.email} />
              ) : (
                <div className={styles.twoColumns}>
                  <TextField
                    label={t`Your name`}
                    autoComplete="name"
                    error={errors.name?.message}
                    {...form.register('name')}
                  />
                  <EmailField
                    label={t`Your e-mail`}
                    autoCapitalize="none"
                    error={errors.email?.message}
                    {...form.register('email')}
                  />
                </div>
              )}
              <SelectField label={t`Topic`} error={errors.topic?.message} {...form.register('topic')}>
                <option value="" disabled>
                  {t`Choose a topic`}
                </option>
                {SUPPORT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topics[topic]}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label={t`Message`}
                rows={6}
                maxLength={SUPPORT_MESSAGE_MAX}
                error={errors.message?.message}
                counter={{ length: message.length, max: SUPPORT_MESSAGE_MAX }}
                {...form.register('message')}
              />
              <Button type="submit" size="large" block isLoading={form.formState.isSubmitting}>
                <Trans>Send message</Trans>
              </Button>
              <p className={info.muted}>
                <Trans>Sending opens your e-mail app with the message ready to go.</Trans>
              </p>
            </form>
          )}
        </InfoSection>

        <aside className={styles.aside}>
          <InfoSection title={<Trans>Complaints and legal requests</Trans>}>
            <p className={info.muted}>
              <Trans>For complaints, content removal and other legal requests, write to:</Trans>
            </p>
            <a className={styles.mail} href={`mailto:${COMPLAINTS_EMAIL}`}>
              {COMPLAINTS_EMAIL}
            </a>
            <p className={styles.promise}>
              <Trans>Legal requests are answered within {LEGAL_REPLY_HOURS} hours.</Trans>
            </p>
          </InfoSection>
          <InfoSection title={<Trans>Prefer e-mail?</Trans>}>
            <a className={styles.mail} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </InfoSection>
        </aside>
      </div>
    </div>
  )
}

function SignedInAs({ username, email }: { username: string; email: string }) {
  return (
    <p className={styles.signedInAs}>
      <Trans>
        You are writing as <strong>@{username}</strong> ({email}). We will answer at this address.
      </Trans>
    </p>
  )
}
