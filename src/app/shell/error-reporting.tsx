/**
 * Client error reporting in the shell: once the server has said which DSN to report to
 * (app_config), the page's errors go there, the SDK loaded on the first (error-reporting-start.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { appConfigQuery } from '../../features/session'
import { startErrorReporting } from './error-reporting-start'

export function ErrorReporting() {
  const config = useQuery(appConfigQuery())
  const dsn = config.data?.error_reporting_dsn
  useEffect(() => {
    if (dsn) startErrorReporting(dsn)
  }, [dsn])
  return null
}
