/** Search-as-you-type over the FAQ: every word typed must appear in the question or its answer. */

/** Lower case in the user's language (Turkish İ/ı), accents ignored ("como" finds "cómo"). */
export function normalizeForSearch(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export type Searchable = { searchText: string }

export function filterBySearch<T extends Searchable>(items: readonly T[], query: string, locale: string): T[] {
  const words = normalizeForSearch(query, locale).split(' ').filter(Boolean)
  if (words.length === 0) return [...items]
  return items.filter((item) => words.every((word) => item.searchText.includes(word)))
}
