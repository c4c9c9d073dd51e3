import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { TIMING } from '../../../contract/limits'
import type { CarouselItem, CarouselLine } from '../../../contract/schemas/carousel'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, ResumeIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { Skeleton } from '../../ui/skeleton'
import styles from './hero-carousel.module.css'
import { carouselQuery } from './queries'
import { useLoopingSlides } from './use-looping-slides'

/**
 * The home carousel: one slide a page, autoplay every 6 s with a 1 s glide, paused on
 * hover, looping; swiping is the browser's own scroll snapping. No dots: a "2 / 5" count
 * says where the viewer is, a pause button stops the autoplay (off from the start under reduced
 * motion), and wide screens get previous and next buttons. Only the slide on show can be reached
 * by keyboard. Links starting with http open in a new tab; others are routes inside the app.
 */
export function HeroCarousel() {
  const preferences = usePreferences()
  const slides = useQuery(carouselQuery(preferences))
  const { t } = useLingui()
  const track = useRef<HTMLDivElement>(null)
  const count = slides.data?.data.length ?? 0
  const { index, isPlaying, togglePlaying, next, previous } = useLoopingSlides(track, {
    count,
    delayMs: TIMING.carouselAutoplayMs,
    transitionMs: TIMING.carouselSpeedMs,
  })

  if (slides.isPending) return <Skeleton className={styles.skeleton} />
  // The carousel is decoration: when it cannot load, home simply starts with the tabs.
  if (!slides.data || slides.data.data.length === 0) return null
  const first = slides.data.data[0]

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t`Featured`}>
      <div className={styles.track} ref={track}>
        {slides.data.data.map((slide, position) => (
          <Slide
            key={slide.id}
            slide={slide}
            index={position}
            label={t`${position + 1} of ${count}`}
            isShown={position === index}
          />
        ))}
        {count > 1 && first && <Slide key="loop-copy" slide={first} index={count} copy />}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.control} ${styles.step}`}
            onClick={previous}
            aria-label={t`Previous slide`}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <span className={`${styles.position} tabular`} aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.control}
            onClick={togglePlaying}
            aria-label={isPlaying ? t`Pause the slideshow` : t`Play the slideshow`}
          >
            {isPlaying ? <PauseIcon size={18} /> : <ResumeIcon size={16} />}
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.step}`}
            onClick={next}
            aria-label={t`Next slide`}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  )
}

type SlideProps = { slide: CarouselItem; index: number; label?: string; isShown?: boolean; copy?: boolean }

/**
 * One slide; those off screen are inert (out of the tab order and of the accessibility tree).
 * `copy`: the first slide again at the end of the track, for looping.
 */
function Slide({ slide, index, label, isShown = false, copy = false }: SlideProps) {
  const lines = slide.content
  const semantics = copy
    ? { 'aria-hidden': true }
    : { role: 'group', 'aria-roledescription': 'slide', 'aria-label': label }
  return (
    <div className={styles.slide} {...semantics} inert={!isShown || undefined}>
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
      <AppLink className={styles.link} href={slide.url}>
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
