/**
 * The creators' panel is another site: the app keeps a hidden frame of the panel's
 * sign-in page, which posts this message to the app's origin to say whether a creator is signed in
 * there. The app trusts it only from the panel's origin and from that frame (a message
 * from the creators' panel origin marks the creator as logged in).
 */
import * as v from 'valibot'

export const PANEL_MESSAGE_TYPE = 'velvet:creators-panel'

/** The panel's page the hidden frame loads, on the panel's origin. */
export const PANEL_FRAME_PATH = '/login-frame'

export const PanelMessageSchema = v.object({
  type: v.literal(PANEL_MESSAGE_TYPE),
  signed_in: v.boolean(),
  username: v.nullable(v.pipe(v.string(), v.maxLength(64))),
})
export type PanelMessage = v.InferOutput<typeof PanelMessageSchema>
