/**
 * /cookies, the cookies policy in four sections, and /cookies-availability,
 * where the app sends people whose browser blocks cookies or storage. Both open without the age gate.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { Button, buttonClass } from '../../ui/button'
import { CheckIcon, LockIcon } from '../../ui/icons'
import { COMPLAINTS_EMAIL, SUPPORT_EMAIL } from './contacts'
import styles from './cookies-screens.module.css'
import info from './info.module.css'
import { InfoHeader, InfoSection } from './info-parts'
import { checkStorageSupport } from './storage-check'

function PolicySection({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <InfoSection number={number} title={title}>
      <div className={info.prose}>{children}</div>
    </InfoSection>
  )
}

function UseItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className={info.listItem}>
      <span className={info.listItemTitle}>{title}</span>
      <span className={info.listItemBody}>{children}</span>
    </li>
  )
}

export function CookiesPolicyScreen() {
  return (
    <div className={info.page}>
      <InfoHeader
        eyebrow={<Trans>Legal</Trans>}
        title={<Trans>Cookies policy</Trans>}
        lead={<Trans>What Velvet stores on your device, why, and how you stay in control.</Trans>}
      />

      <PolicySection number={1} title={<Trans>What cookies are</Trans>}>
        <p>
          <Trans>
            Cookies are small text files a website asks your browser to keep. They let the site remember you between
            visits, for example that you are signed in.
          </Trans>
        </p>
        <p>
          <Trans>
            Websites can also keep data in your browser's storage (local storage, IndexedDB and the cache of an
            installed app). This policy covers all of them.
          </Trans>
        </p>
      </PolicySection>

      <PolicySection number={2} title={<Trans>Which cookies and storage we use</Trans>}>
        <ul className={info.list}>
          <UseItem title={<Trans>Session cookie</Trans>}>
            <Trans>
              A secure sign-in cookie that keeps you logged in. Scripts cannot read it, it is sent only to our sign-in
              service, and it is deleted when you log out.
            </Trans>
          </UseItem>
          <UseItem title={<Trans>Preferences in local storage</Trans>}>
            <Trans>
              Your age confirmation, language, theme and cookie choice, and the name of the signed-in account. Never
              your password or payment details.
            </Trans>
          </UseItem>
          <UseItem title={<Trans>Offline cache</Trans>}>
            <Trans>
              Pages, lists and pictures you have seen, saved on this device so Velvet opens quickly and works offline.
              Your saved data is removed when you log out.
            </Trans>
          </UseItem>
          <UseItem title={<Trans>Optional cookies</Trans>}>
            <Trans>
              Only if you accept them in the cookie bar: they help us understand how Velvet is used and fix errors.
            </Trans>
          </UseItem>
        </ul>
        <p>
          <Trans>We do not use advertising cookies and we do not sell your data.</Trans>
        </p>
      </PolicySection>

      <PolicySection number={3} title={<Trans>How to control them</Trans>}>
        <p>
          <Trans>
            The cookie bar lets you accept or decline optional cookies. The session cookie and your preferences are
            needed for Velvet to work, so they are always used.
          </Trans>
        </p>
        <p>
          <Trans>
            You can delete everything Velvet keeps at any time in your browser's settings, under site data or cookies.
            If you block cookies or storage, you cannot sign in and some pages will not open.
          </Trans>
        </p>
        <p>
          <Link to="/cookies-availability" className={info.inlineLink}>
            <Trans>How to enable cookies and storage</Trans>
          </Link>
        </p>
      </PolicySection>

      <PolicySection number={4} title={<Trans>Contact</Trans>}>
        <p>
          <Trans>Questions about this policy or your data? We are here to help.</Trans>
        </p>
        <ul className={info.list}>
          <li className={info.listItem}>
            <span className={info.listItemTitle}>
              <Trans>Support</Trans>
            </span>
            <a className={info.inlineLink} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </li>
          <li className={info.listItem}>
            <span className={info.listItemTitle}>
              <Trans>Complaints and legal requests</Trans>
            </span>
            <a className={info.inlineLink} href={`mailto:${COMPLAINTS_EMAIL}`}>
              {COMPLAINTS_EMAIL}
            </a>
          </li>
        </ul>
        <p>
          <Link to="/support" className={info.inlineLink}>
            <Trans>Open the support page</Trans>
          </Link>
        </p>
      </PolicySection>
    </div>
  )
}

export function CookiesAvailabilityScreen() {
  const { t } = useLingui()
  const [support, setSupport] = useState(checkStorageSupport)
  const isAvailable = support.cookies && support.localStorage
  return (
    <div className={info.page}>
      <InfoHeader
        eyebrow={<Trans>Cookies and storage</Trans>}
        title={<Trans>Velvet needs cookies and storage</Trans>}
        lead={
          <Trans>
            They keep you signed in, remember that you confirmed your age and your language, and let the app work
            offline.
          </Trans>
        }
      />

      <div className={[styles.status, isAvailable ? styles.ok : styles.blocked].join(' ')} role="status">
        <span className={styles.statusIcon} aria-hidden="true">
          {isAvailable ? <CheckIcon size={20} /> : <LockIcon size={20} />}
        </span>
        <div className={styles.statusText}>
          <p className={styles.statusTitle}>
            {isAvailable ? (
              <Trans>Cookies and storage are available on this browser.</Trans>
            ) : (
              <Trans>Cookies or storage are blocked on this browser.</Trans>
            )}
          </p>
          <ul className={styles.checks} aria-label={t`Browser checks`}>
            <li>{support.cookies ? <Trans>Cookies: allowed</Trans> : <Trans>Cookies: blocked</Trans>}</li>
            <li>
              {support.localStorage ? <Trans>Site storage: allowed</Trans> : <Trans>Site storage: blocked</Trans>}
            </li>
          </ul>
        </div>
      </div>

      <InfoSection title={<Trans>How to enable them</Trans>}>
        <ol className={`${info.prose} ${styles.steps}`}>
          <li>
            <Trans>
              <strong>Chrome, Edge, Samsung Internet:</strong> Settings, then Privacy and security, then Cookies. Allow
              cookies, or add this site to the allowed list.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Safari on iPhone and iPad:</strong> Settings, then Safari. Turn off "Block All Cookies".
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Firefox:</strong> Settings, then Privacy and Security. Choose Standard protection, or add an
              exception for this site.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Private windows:</strong> some browsers block storage in private mode. Open Velvet in a normal
              window.
            </Trans>
          </li>
        </ol>
        <div className={info.actions}>
          <Button onClick={() => setSupport(checkStorageSupport())}>
            <Trans>Check again</Trans>
          </Button>
          <Link to="/cookies" className={buttonClass({ variant: 'ghost' })}>
            <Trans>Read the cookies policy</Trans>
          </Link>
        </div>
      </InfoSection>
    </div>
  )
}
