import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { TIMING } from '../../../contract/limits'
import type { CarouselItem, CarouselLine } from '../../../contract/schemas/carousel'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { ChevronRightIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { Skeleton } from '../../ui/skeleton'
import styles from './hero-carousel.module.css'
import { carouselQuery } from './queries'
import { useLoopingSlides } from './use-looping-slides'

/**
 * The home carousel (000 §2): one slide a page, autoplay every 6 s with a 1 s glide, paused on
 * hover, looping, no dots; swiping is the browser's own scroll snapping. Links starting with http
 * open in a new tab; others are routes inside the app.
 */
export function HeroCarousel() {
  const preferences = usePreferences()
  const slides = useQuery(carouselQuery(preferences))
  const { t } = useLingui()
  const track = useRef<HTMLDivElement>(null)
  const count = slides.data?.data.length ?? 0
  useLoopingSlides(track, { count, delayMs: TIMING.carouselAutoplayMs, transitionMs: TIMING.carouselSpeedMs })

  if (slides.isPending) return <Skeleton className={styles.skeleton} />
  // The carousel is decoration: when it cannot load, home simply starts with the tabs.
  if (!slides.data || slides.data.data.length === 0) return null
  const first = slides.data.data[0]

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t`Featured`}>
      <div className={styles.track} ref={track}>
        {slides.data.data.map((slide, index) => (
          <Slide key={slide.id} slide={slide} index={index} />
        ))}
        {count > 1 && first && <Slide key="loop-copy" slide={first} index={count} copy />}
      </div>
    </section>
  )
}

/** `copy`: the first slide again at the end of the track, for looping; hidden from assistive tech and tab order. */
function Slide({ slide, index, copy = false }: { slide: CarouselItem; index: number; copy?: boolean }) {
  const lines = slide.content
  const title = lines.find((line) => line.style.variant === 'title')?.text ?? ''
  return (
    <div className={styles.slide} aria-hidden={copy || undefined} inert={copy || undefined}>
      <ResponsiveImage
        className={styles.image}
        image={slide.file_path}
        alt=""
        width={1920}
        height={800}
        smallWidth={800}
        sizes="(min-width: 1200px) 1200px, 100vw"
        priority={index === 0}
        style={{ aspectRatio: 'auto' }}
      />
      <div className={styles.shade} />
      <AppLink className={styles.link} href={slide.url} aria-label={title}>
        {lines.map((line) => (
          <SlideLine key={`${line.style.variant}-${line.text}`} line={line} />
        ))}
      </AppLink>
    </div>
  )
}

function SlideLine({ line }: { line: CarouselLine }) {
  const style = line.style.color ? { color: line.style.color } : undefined
  switch (line.style.variant) {
    case 'eyebrow':
      return (
        <span className={styles.eyebrow} style={style}>
          {line.text}
        </span>
      )
    case 'title':
      return (
        <span className={styles.title} style={style}>
          {line.text}
        </span>
      )
    case 'subtitle':
      return (
        <span className={styles.subtitle} style={style}>
          {line.text}
        </span>
      )
    case 'cta':
      return (
        <span className={styles.cta} style={style}>
          {line.text}
          <ChevronRightIcon size={16} />
        </span>
      )
  }
}
