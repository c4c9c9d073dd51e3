/**
 * Sizes of a stream's files, for the download's progress and the space it needs. Published stream
 * files never change, so a size once read is kept (a bounded number of them); a missing file is
 * asked for again next time.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

/** Several qualities of a few dozen streams' segments: a bound, not a working set. */
const MAX_KEPT_SIZES = 20_000

const kept = new Map<string, Promise<number | null>>()

function sizeOf(file: string): Promise<number | null> {
  const known = kept.get(file)
  if (known) return known
  const reading = stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  )
  void reading.then((size) => {
    if (size === null) kept.delete(file)
  })
  if (kept.size >= MAX_KEPT_SIZES) kept.delete(kept.keys().next().value as string)
  kept.set(file, reading)
  return reading
}

/** Each file's size in bytes, in order; null when any of them is missing. */
export async function fileSizes(root: string, files: string[]): Promise<number[] | null> {
  const sizes = await Promise.all(files.map((file) => sizeOf(path.join(root, ...file.split('/')))))
  return sizes.every((size) => size !== null) ? (sizes as number[]) : null
}
