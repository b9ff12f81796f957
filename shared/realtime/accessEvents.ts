/** ACCESS_CHANGED (issue 23 item 5): the socket's session was read again after its role changed. */
export interface AccessChangedEvent {
  /** The session's role now (null: the user has no role any more). */
  roleId: string | null;
}
