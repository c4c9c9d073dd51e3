export { NotifyButton } from './notify-button'
export { PushOptInCard, PushSettings } from './push-settings'
