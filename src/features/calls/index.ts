/** Video calls' public surface: the booking dialog and the invite in a conversation (their words load with them). */
export { CallInvite, callInviteHash } from './call-invite'
export { StartCallDialog } from './start-call-dialog'
