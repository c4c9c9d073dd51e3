export type PoEntry = { lines: string[]; msgid?: string; msgstr?: string; msgctxt?: string }
export function readPo(file: string): PoEntry[]
export function writePo(file: string, blocks: PoEntry[]): void
export function catalogPath(locale: string, name?: string): string
export function catalogNames(): string[]
export function allCatalogNames(): string[]
export function readMessages(file: string): Map<string, string>
