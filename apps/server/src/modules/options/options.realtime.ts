/** Seconds-option pushes: `closed_microorder` to the owner's room `user:<id>` after each settlement commits. */
import { OPTION_SOCKET_EVENTS } from '@app/api';
import type { Channel, RealtimeHub } from '../../platform/realtime';
import { userRoom } from '../../platform/realtime';
import type { OptionsService } from './options.service';
import { wireOrder } from './options.wire';

export const optionChannels: Channel[] = [
  { name: 'microtrade', access: 'private', events: [OPTION_SOCKET_EVENTS.closed] },
];

export function startOptionPushes(
  realtime: Pick<RealtimeHub, 'io'>,
  options: OptionsService,
  now: () => number,
): { stop(): void } {
  const off = options.onClosed((row) => {
    realtime.io.to(userRoom(row.userId)).emit(OPTION_SOCKET_EVENTS.closed, wireOrder(row, now()));
  });
  return { stop: () => void off() };
}
