import type { ReactNode } from 'react'

type Props<T extends string | number> = {
  /** The group's name, read out (the legend is hidden). */
  legend: string
  values: readonly T[]
  onPick: (value: T) => void
  /** What a button shows; the value itself by default. */
  render?: (value: T) => ReactNode
  /** A button's name where what it shows does not say what it does (an emoji: "Insert 😍"). */
  labelOf?: (value: T) => string
  /** Marks the button whose value is the one in the field. */
  isPressed?: (value: T) => boolean
  disabled?: boolean
  classNames: { group: string | undefined; button: string | undefined }
}

/** A row of buttons beside a field, each putting its value in (quick amounts, quick emojis). */
export function QuickPicks<T extends string | number>({
  legend,
  values,
  onPick,
  render,
  labelOf,
  isPressed,
  disabled,
  classNames,
}: Props<T>) {
  return (
    <fieldset className={classNames.group} disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className={classNames.button}
          aria-label={labelOf?.(value)}
          aria-pressed={isPressed?.(value)}
          onClick={() => onPick(value)}
        >
          {render ? render(value) : value}
        </button>
      ))}
    </fieldset>
  )
}
