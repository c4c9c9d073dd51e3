export { ModelReportButton } from './model-report-button'
