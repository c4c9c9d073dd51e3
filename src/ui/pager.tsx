/** Previous and next page of a paged table, with where it is ("Page 2 of 5"); the caller gives the words. */
import { IconButton } from './button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import styles from './pager.module.css'

export type PagerProps = {
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** What the pages are of ("Transactions pages"): the navigation's name. */
  label: string
  status: string
  previousLabel: string
  nextLabel: string
  isBusy?: boolean
}

export function Pager({
  page,
  totalPages,
  onPage,
  label,
  status,
  previousLabel,
  nextLabel,
  isBusy = false,
}: PagerProps) {
  if (totalPages <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      <IconButton label={previousLabel} disabled={page <= 1 || isBusy} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={20} />
      </IconButton>
      <span className={`${styles.status} tabular`} aria-live="polite">
        {status}
      </span>
      <IconButton label={nextLabel} disabled={page >= totalPages || isBusy} onClick={() => onPage(page + 1)}>
        <ChevronRightIcon size={20} />
      </IconButton>
    </nav>
  )
}
