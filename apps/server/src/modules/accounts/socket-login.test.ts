import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userRoom } from '../../platform/realtime';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeUser } from './accounts.test-helpers';

let t: TestApp;
let socket: Socket;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  socket?.disconnect();
  await t.close();
});

it('socket `login` with a valid token joins user:<id> and acks {ok:true}; a bad token acks {ok:false}', async () => {
  const u = await makeUser(t.app);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = connect(address, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  const login = (token: unknown) => socket.timeout(5000).emitWithAck('login', { token });

  expect(await login('not-a-token')).toEqual({ ok: false });
  expect(await login(u.auth.authorization)).toEqual({ ok: true });

  const id = (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: u.auth })).json().message.id;
  const pushed = new Promise((resolve) => socket.once('private_test', resolve));
  t.app.realtime.io.to(userRoom(id)).emit('private_test', { hello: id });
  expect(await pushed).toEqual({ hello: id });
});
