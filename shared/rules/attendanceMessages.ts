/**
 * The spec's answer when an action needs an open attendance (01 §2: the workspace, breaks,
 * check-out). One text for the attendance and tasks domains, and for the workspace, which shows
 * the check-in prompt when it reads it.
 */
export const NOT_CHECKED_IN_MESSAGE = 'User Not Checked In';
