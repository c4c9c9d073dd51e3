/**
 * Glyphs of the player's controls: filled and bold so they read over moving pictures. Decorative;
 * each button carries its own accessible name.
 */
import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function Glyph({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  )
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function PlayGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z"
        fill="currentColor"
      />
    </Glyph>
  )
}

export function PauseGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="6" y="4.5" width="4" height="15" rx="1.2" fill="currentColor" />
      <rect x="14" y="4.5" width="4" height="15" rx="1.2" fill="currentColor" />
    </Glyph>
  )
}

export function ReplayGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" {...stroke} />
      <path d="M4 4v4.5h4.5" {...stroke} />
    </Glyph>
  )
}

export function VolumeGlyph({ level, ...props }: IconProps & { level: 'muted' | 'low' | 'high' }) {
  return (
    <Glyph {...props}>
      <path
        d="M4 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a.5.5 0 0 0 .8-.4V5.3a.5.5 0 0 0-.8-.4L8 8.5H5a1 1 0 0 0-1 1z"
        fill="currentColor"
      />
      {level === 'muted' ? <path d="m16.5 9.5 5 5m0-5-5 5" {...stroke} /> : null}
      {level !== 'muted' ? <path d="M16 9a4 4 0 0 1 0 6" {...stroke} /> : null}
      {level === 'high' ? <path d="M18.5 6.5a7.5 7.5 0 0 1 0 11" {...stroke} /> : null}
    </Glyph>
  )
}

export function FullscreenGlyph({ isActive, ...props }: IconProps & { isActive: boolean }) {
  return (
    <Glyph {...props}>
      {isActive ? (
        <path
          d="M9 4v3a2 2 0 0 1-2 2H4M20 9h-3a2 2 0 0 1-2-2V4M15 20v-3a2 2 0 0 1 2-2h3M4 15h3a2 2 0 0 1 2 2v3"
          {...stroke}
        />
      ) : (
        <path
          d="M4 9V6a2 2 0 0 1 2-2h3M15 4h3a2 2 0 0 1 2 2v3M20 15v3a2 2 0 0 1-2 2h-3M9 20H6a2 2 0 0 1-2-2v-3"
          {...stroke}
        />
      )}
    </Glyph>
  )
}

export function PipGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" {...stroke} />
      <rect x="12" y="11.5" width="6.5" height="5" rx="1" fill="currentColor" />
    </Glyph>
  )
}

export function SettingsGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        d="M10.3 3.6a1.7 1.7 0 0 1 3.4 0l.1.7a1.7 1.7 0 0 0 2.5 1l.6-.3a1.7 1.7 0 0 1 2.4 2.4l-.3.6a1.7 1.7 0 0 0 1 2.5l.7.1a1.7 1.7 0 0 1 0 3.4l-.7.1a1.7 1.7 0 0 0-1 2.5l.3.6a1.7 1.7 0 0 1-2.4 2.4l-.6-.3a1.7 1.7 0 0 0-2.5 1l-.1.7a1.7 1.7 0 0 1-3.4 0l-.1-.7a1.7 1.7 0 0 0-2.5-1l-.6.3a1.7 1.7 0 0 1-2.4-2.4l.3-.6a1.7 1.7 0 0 0-1-2.5l-.7-.1a1.7 1.7 0 0 1 0-3.4l.7-.1a1.7 1.7 0 0 0 1-2.5l-.3-.6a1.7 1.7 0 0 1 2.4-2.4l.6.3a1.7 1.7 0 0 0 2.5-1z"
        {...stroke}
      />
      <circle cx="12" cy="12" r="3" {...stroke} />
    </Glyph>
  )
}

export function KeyboardGlyph(props: IconProps) {
  return (
    <Glyph {...props}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" {...stroke} />
      <path d="M6.5 10h.01M10 10h.01M13.5 10h.01M17 10h.01M8 14h8" {...stroke} />
    </Glyph>
  )
}

export function SeekGlyph({ direction, ...props }: IconProps & { direction: 'back' | 'forward' }) {
  return (
    <Glyph {...props}>
      {direction === 'back' ? (
        <path d="M11 7 5 12l6 5V7zm8 0-6 5 6 5V7z" fill="currentColor" />
      ) : (
        <path d="m13 7 6 5-6 5V7zM5 7l6 5-6 5V7z" fill="currentColor" />
      )}
    </Glyph>
  )
}
