/** A video call room's address (/videocall/{hash}): 32 hex characters, unguessable. Its own module so
 * the routes (first load) check it without the call schemas. */
export const CALL_HASH_PATTERN = /^[0-9a-f]{32}$/
