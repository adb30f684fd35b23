/** The socket's own event names, apart from the schemas so the client's first screen loads them without zod. */
export const REALTIME_EVENTS = {
  sub: 'sub',
  unsub: 'unsub',
  login: 'login',
  ping: 'ping',
  pong: 'pong',
  /** Server → client: the session this socket logged in with has ended (logout, password change or reset, lock,
   * expiry); the socket has left its private rooms and the client should log out. */
  sessionEnd: 'session_end',
} as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
