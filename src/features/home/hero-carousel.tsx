import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { TIMING } from '../../../contract/limits'
import type { CarouselItem, CarouselLine } from '../../../contract/schemas/carousel'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { ChevronRightIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { Skeleton } from '../../ui/skeleton'
import styles from './hero-carousel.module.css'
import { carouselQuery } from './queries'

/**
 * The home carousel (000 §2): one slide a page, autoplay every 6 s, paused on hover, looping,
 * no dots. Links starting with http open in a new tab; others are routes inside the app.
 */
export function HeroCarousel() {
  const preferences = usePreferences()
  const slides = useQuery(carouselQuery(preferences))
  const { t } = useLingui()
  const [emblaRef] = useEmblaCarousel({ loop: true, duration: 40 }, [
    Autoplay({ delay: TIMING.carouselAutoplayMs, stopOnMouseEnter: true, stopOnInteraction: false }),
  ])

  if (slides.isPending) return <Skeleton className={styles.skeleton} />
  // The carousel is decoration: when it cannot load, home simply starts with the tabs.
  if (!slides.data || slides.data.data.length === 0) return null

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t`Featured`}>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container}>
          {slides.data.data.map((slide, index) => (
            <Slide key={slide.id} slide={slide} index={index} />
          ))}
        </div>
      </div>
    </section>
  )
}

function Slide({ slide, index }: { slide: CarouselItem; index: number }) {
  const lines = slide.content
  const title = lines.find((line) => line.style.variant === 'title')?.text ?? ''
  return (
    <div className={styles.slide}>
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
