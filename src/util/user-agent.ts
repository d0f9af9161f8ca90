// Who the action says it is to Mintlify, the storage and GitHub: every layer that sends a request
// reads it here, below them all.

export const ACTION_NAME = 'mintlify-admin-action'
/** Kept equal to package.json's version by a unit test. */
export const ACTION_VERSION = '2.0.0'
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
