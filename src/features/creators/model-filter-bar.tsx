import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Filter } from '../../../contract/schemas/filter'
import styles from './model-filter-bar.module.css'
import { currentValueOf } from './model-filters-state'

type Props = {
  filters: readonly Filter[]
  values: Record<string, string>
  onChange: (filter: Filter, value: string) => void
}

/**
 * The models grid's filters, each drawn by its `tag`: `main` an on/off chip,
 * `radio` a row of choices, `select` a drop-down. Titles come translated from the API.
 */
export function ModelFilterBar({ filters, values, onChange }: Props) {
  const { t } = useLingui()
  if (filters.length === 0) return null
  const choices = filters.filter((filter) => filter.tag === 'radio')
  const toggles = filters.filter((filter) => filter.tag === 'main')
  const selects = filters.filter((filter) => filter.tag === 'select')
  return (
    <fieldset className={styles.bar}>
      <legend className="visually-hidden">{t`Filters`}</legend>
      {choices.map((filter) => (
        <RadioFilter key={filter.id} filter={filter} value={currentValueOf(filter, values)} onChange={onChange} />
      ))}
      <div className={styles.row}>
        {toggles.map((filter) => (
          <label key={filter.id} className={styles.toggle}>
            <input
              type="checkbox"
              className={styles.hiddenInput}
              checked={currentValueOf(filter, values) === filter.value}
              onChange={(event) => onChange(filter, event.target.checked ? filter.value : '')}
            />
            <span className={styles.check} aria-hidden="true" />
            {filter.title}
          </label>
        ))}
        {selects.map((filter) => (
          <SelectFilter key={filter.id} filter={filter} value={currentValueOf(filter, values)} onChange={onChange} />
        ))}
      </div>
    </fieldset>
  )
}

function RadioFilter({ filter, value, onChange }: { filter: Filter; value: string; onChange: Props['onChange'] }) {
  const name = useId()
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{filter.title}</legend>
      <div className={styles.segments}>
        {filter.filter_items.map((item) => (
          <label key={item.id} className={styles.segment}>
            <input
              type="radio"
              className={styles.hiddenInput}
              name={name}
              value={item.value}
              checked={value === item.value}
              onChange={() => onChange(filter, item.value)}
            />
            {item.title}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function SelectFilter({ filter, value, onChange }: { filter: Filter; value: string; onChange: Props['onChange'] }) {
  const id = useId()
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className="visually-hidden">
        {filter.title}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(filter, event.target.value)}
      >
        {filter.filter_items.map((item) => (
          <option key={item.id} value={item.value}>
            {item.title}
          </option>
        ))}
      </select>
    </div>
  )
}
