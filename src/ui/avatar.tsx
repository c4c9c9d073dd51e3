import styles from './avatar.module.css'

type Props = { src: string | null; name: string; size?: number }

/** A round picture, or the initials on the accent gradient when there is none. */
export function Avatar({ src, name, size = 40 }: Props) {
  const initials = name
    .split(/[\s._-]+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />
  ) : (
    <span
      className={`${styles.avatar} ${styles.initials}`}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      // Drawn by CSS: initials are a picture, not words, inside controls that carry their own name.
      data-initials={initials || '?'}
      aria-hidden="true"
    />
  )
}
