import { create } from 'zustand';

/**
 * The live connection's state for the UI (an indicator, tests); not server data. Apart from lib/socket.ts so a
 * screen can show it without loading socket.io before its first paint.
 */
export type ConnectionState = 'connecting' | 'open' | 'closing' | 'closed';

export const useRealtimeState = create<{ state: ConnectionState }>(() => ({ state: 'closed' }));
