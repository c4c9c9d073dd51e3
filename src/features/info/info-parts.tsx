/** The pieces every information page is built of; the screens pass the words. */
import { type ReactNode, useId } from 'react'
import info from './info.module.css'

/** A page's head: the small line above, the title and, where there is one, the lead paragraph. */
export function InfoHeader({ eyebrow, title, lead }: { eyebrow: ReactNode; title: ReactNode; lead?: ReactNode }) {
  return (
    <header className={info.header}>
      <p className={info.eyebrow}>{eyebrow}</p>
      <h1 className={info.title}>{title}</h1>
      {lead ? <p className={info.lead}>{lead}</p> : null}
    </header>
  )
}

/**
 * A card with its own heading, named by it for assistive technology; `number` puts the section's
 * number in front of the heading (a policy's numbered sections).
 */
export function InfoSection({ title, number, children }: { title: ReactNode; number?: number; children: ReactNode }) {
  const id = useId()
  const heading = (
    <h2 id={id} className={info.sectionTitle}>
      {title}
    </h2>
  )
  return (
    <section className={info.card} aria-labelledby={id}>
      {number === undefined ? (
        heading
      ) : (
        <div className={info.sectionHead}>
          <span className={info.sectionNumber} aria-hidden="true">
            {number}
          </span>
          {heading}
        </div>
      )}
      {children}
    </section>
  )
}
