/** The 30-seconds-left warning: a short two-tone beep made with WebAudio (no file to load). */
export function playWarningBeep(): void {
  const AudioContextClass = window.AudioContext
  if (!AudioContextClass) return
  const context = new AudioContextClass()
  const gain = context.createGain()
  gain.gain.value = 0.15
  gain.connect(context.destination)
  ;[880, 660].forEach((frequency, index) => {
    const tone = context.createOscillator()
    tone.frequency.value = frequency
    tone.connect(gain)
    tone.start(context.currentTime + index * 0.18)
    tone.stop(context.currentTime + index * 0.18 + 0.15)
  })
  setTimeout(() => void context.close(), 800)
}
