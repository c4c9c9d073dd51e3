/**
 * The empty-state picture: two cards fanned out, the front one blank, with a small sparkle. It is
 * still and angular on purpose, so it never reads as a loading spinner. Theme colours only.
 */
export function EmptyIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect
        x="30"
        y="14"
        width="52"
        height="68"
        rx="10"
        transform="rotate(-10 56 48)"
        fill="var(--surface-3)"
        stroke="var(--border-strong)"
      />
      <rect
        x="40"
        y="12"
        width="52"
        height="68"
        rx="10"
        transform="rotate(8 66 46)"
        fill="var(--surface-2)"
        stroke="var(--border-strong)"
      />
      <rect x="50" y="56" width="28" height="5" rx="2.5" transform="rotate(8 66 46)" fill="var(--border-strong)" />
      <rect x="50" y="66" width="18" height="5" rx="2.5" transform="rotate(8 66 46)" fill="var(--border)" />
      <path d="M66 24l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" transform="rotate(8 66 46)" fill="var(--accent)" opacity="0.9" />
      <path d="M100 18l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" fill="var(--accent)" opacity="0.55" />
      <path
        d="M20 70l1.2 2.8 2.8 1.2-2.8 1.2-1.2 2.8-1.2-2.8-2.8-1.2 2.8-1.2z"
        fill="var(--text-muted)"
        opacity="0.5"
      />
    </svg>
  )
}
