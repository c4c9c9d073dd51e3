// biome-ignore-all lint/a11y/noRedundantRoles: the stacked layout sets display: block, which makes some browsers forget the table; the roles keep it.
/**
 * A table of records (account tables): columns on wide screens, and at 650 px or less
 * each row becomes a card of "header: value" lines. The ARIA table roles stay on every
 * element, so the stacked layout is still read as a table. Headers and cells come from the caller.
 */
import type { ReactNode } from 'react'
import styles from './data-table.module.css'

export type Column<Row> = {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** Numbers line up on the right on wide screens. */
  align?: 'start' | 'end'
  /** The row's title in the stacked layout: shown first, large, without its header. */
  isPrimary?: boolean
}

type Props<Row> = {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  /** Dims the rows while another page loads in their place. */
  isBusy?: boolean
}

export function DataTable<Row>({ caption, columns, rows, rowKey, isBusy = false }: Props<Row>) {
  return (
    <table className={styles.table} role="table" aria-busy={isBusy || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.id} role="columnheader" scope="col" className={column.align === 'end' ? styles.end : ''}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={isBusy ? styles.busy : ''}>
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => (
              <td
                key={column.id}
                role="cell"
                data-label={column.header}
                className={[column.align === 'end' ? styles.end : '', column.isPrimary ? styles.primary : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
