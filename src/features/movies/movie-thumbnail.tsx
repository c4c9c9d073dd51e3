import { useLingui } from '@lingui/react/macro'
import type { ImagePath } from '../../../contract/schemas/common'
import { ResponsiveImage } from '../../ui/responsive-image'

type Props = {
  image: ImagePath
  /** Image `sizes`, so phones fetch the small picture. */
  sizes: string
  /** In the first screenful: loaded at once. */
  priority?: boolean
}

/** A movie card's 16:9 thumbnail: the picture is decorative, the card's text names the movie. */
export function MovieThumbnail({ image, sizes, priority = false }: Props) {
  return (
    <ResponsiveImage
      image={image}
      alt=""
      width={1280}
      height={720}
      smallWidth={480}
      sizes={sizes}
      priority={priority}
    />
  )
}

/** The "HD" badge of a high-definition movie; the caller's style places and draws it. */
export function HdBadge({ className }: { className: string | undefined }) {
  const { t } = useLingui()
  return (
    <span className={className} title={t`High definition`}>
      HD
    </span>
  )
}
