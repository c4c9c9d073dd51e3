import { type ComponentProps, type FormEvent, type ReactNode, useId } from 'react'
import { SearchIcon } from './icons'

type Props = {
  /** What is searched, e.g. "Search videos": the box's hidden label and its placeholder. */
  label: string
  /** Submitting the box (Enter, or a submit button in `children`); the page does not reload. */
  onSubmit: () => void
  /** The line under the box while what is typed cannot be searched yet; null hides it. */
  hint: ReactNode | null
  /** `alert`: the hint is read out as soon as it appears (it answers a submit). */
  hintRole?: 'alert'
  /** The input's own attributes: its value, what typing does, its length limit. */
  input: Omit<ComponentProps<'input'>, 'id' | 'type' | 'className' | 'placeholder' | 'aria-describedby'>
  /** The page's look for each part. */
  classNames: {
    form: string | undefined
    field: string | undefined
    input: string | undefined
    hint: string | undefined
  }
  /** After the input, inside the field: a clear or a submit button. */
  children?: ReactNode
}

/** A page's own search box: a search landmark holding the form, the field with its icon, and the hint under it. */
export function SearchForm({ label, onSubmit, hint, hintRole, input, classNames, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <search>
      <form className={classNames.form} onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <span className={classNames.field}>
          <SearchIcon size={18} />
          <input
            {...input}
            id={id}
            className={classNames.input}
            type="search"
            placeholder={label}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hint ? hintId : undefined}
          />
          {children}
        </span>
        {hint ? (
          <p id={hintId} className={classNames.hint} role={hintRole}>
            {hint}
          </p>
        ) : null}
      </form>
    </search>
  )
}
