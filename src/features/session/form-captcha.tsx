import type { RefObject } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { CaptchaField, type CaptchaHandle } from './captcha-field'

type Props<T extends FieldValues> = {
  /** What useFormSubmit returned: whether this form asks for the captcha, and the widget's handle. */
  submission: { needsCaptcha: boolean; captcha: RefObject<CaptchaHandle | null> }
  // biome-ignore lint/suspicious/noExplicitAny: any resolver output; only the input's recaptcha field is used
  form: UseFormReturn<T, any, any>
}

/** The form's captcha, when it asks for one: the solved payload goes into its `recaptcha` field. */
export function FormCaptcha<T extends FieldValues>({ submission, form }: Props<T>) {
  if (!submission.needsCaptcha) return null
  const { formState, setValue } = form
  return (
    <CaptchaField
      ref={submission.captcha}
      error={formState.errors.recaptcha?.message as string | undefined}
      onChange={(payload) =>
        setValue('recaptcha' as Path<T>, payload as PathValue<T, Path<T>>, { shouldValidate: formState.isSubmitted })
      }
    />
  )
}
