import { useCanGoBack, useRouter } from '@tanstack/react-router'

/** After a successful claim the form is left: back to where the user came from, else home. */
export function useLeaveForm(): () => void {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/home', replace: true })
  }
}
