/** Marks the built page's style sheets that load without blocking the first paint (see app-styles.ts). */
export const APP_CSS_ATTRIBUTE = 'data-app-css'
