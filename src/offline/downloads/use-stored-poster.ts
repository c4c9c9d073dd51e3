import { useEffect, useState } from 'react'
import { readStoredFile, storedPosterUrl } from './files'

/** The poster a download stored, as an address an <img> can show offline; null until read, or without one. */
export function useStoredPoster(movieId: number): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let objectUrl: string | null = null
    let isCurrent = true
    void readStoredFile(storedPosterUrl(movieId), 'blob')
      .catch(() => null)
      .then((blob) => {
        if (!blob || !isCurrent) return
        objectUrl = URL.createObjectURL(blob)
        setUrl(objectUrl)
      })
    return () => {
      isCurrent = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [movieId])
  return url
}
