import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../../../ui/dialog'
import styles from './player.module.css'

type Props = { isOpen: boolean; onClose: () => void }

/** The list behind `?`: every key the player answers to. */
export function ShortcutsDialog({ isOpen, onClose }: Props) {
  const { t } = useLingui()
  const rows: [ReactNode, ReactNode][] = [
    [<Keys key="play" keys={[t`Space`, 'K']} />, <Trans key="play">Play or pause</Trans>],
    [<Keys key="back5" keys={['←']} />, <Trans key="back5">Back 5 seconds</Trans>],
    [<Keys key="fwd5" keys={['→']} />, <Trans key="fwd5">Forward 5 seconds</Trans>],
    [<Keys key="back10" keys={['J']} />, <Trans key="back10">Back 10 seconds</Trans>],
    [<Keys key="fwd10" keys={['L']} />, <Trans key="fwd10">Forward 10 seconds</Trans>],
    [<Keys key="vol" keys={['↑', '↓']} />, <Trans key="vol">Volume up or down</Trans>],
    [<Keys key="mute" keys={['M']} />, <Trans key="mute">Mute or unmute</Trans>],
    [<Keys key="full" keys={['F']} />, <Trans key="full">Fullscreen</Trans>],
    [<Keys key="pip" keys={['P']} />, <Trans key="pip">Picture in picture</Trans>],
    [<Keys key="jump" keys={['0', '9']} joiner="–" />, <Trans key="jump">Jump to 0% to 90% of the video</Trans>],
    [<Keys key="help" keys={['?']} />, <Trans key="help">Show these shortcuts</Trans>],
  ]
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={<Trans>Keyboard shortcuts</Trans>} closeLabel={t`Close`}>
      <dl className={styles.shortcuts}>
        {rows.map(([keys, description], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
          <div key={index} className={styles.shortcutRow}>
            <dt>{keys}</dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}

function Keys({ keys, joiner = ' ' }: { keys: string[]; joiner?: string }) {
  return (
    <span className={styles.keys}>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? <span className={styles.joiner}>{joiner}</span> : null}
          <kbd className={styles.kbd}>{key}</kbd>
        </span>
      ))}
    </span>
  )
}
