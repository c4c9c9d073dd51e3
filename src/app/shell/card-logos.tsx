/** Simplified marks of the accepted cards, drawn inline (no third-party image requests). */
export function VisaMark() {
  return (
    <svg viewBox="0 0 48 16" width="40" height="14" aria-hidden="true">
      <text
        x="24"
        y="13"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="900"
        fontStyle="italic"
        fontSize="15"
        fill="#1A1F71"
      >
        VISA
      </text>
    </svg>
  )
}

export function MastercardMark() {
  return (
    <svg viewBox="0 0 40 24" width="34" height="20" aria-hidden="true">
      <circle cx="15" cy="12" r="9" fill="#EB001B" />
      <circle cx="25" cy="12" r="9" fill="#F79E1B" />
      <path d="M20 4.6a9 9 0 0 1 0 14.8a9 9 0 0 1 0-14.8z" fill="#FF5F00" />
    </svg>
  )
}

export function AmexMark() {
  return (
    <svg viewBox="0 0 48 20" width="40" height="16" aria-hidden="true">
      <rect width="48" height="20" rx="3" fill="#2E77BC" />
      <text x="24" y="14" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="900" fontSize="10" fill="#fff">
        AMEX
      </text>
    </svg>
  )
}
