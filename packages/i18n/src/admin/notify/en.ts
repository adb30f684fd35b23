/**
 * English texts of the back office's `notify` capability: the dev outbox of the codes and mails the server would
 * have sent (demo mode). Loaded with the screen. The shape of this object is the type the other languages satisfy.
 */
export const notifyEn = {
  outbox: {
    title: 'Dev outbox',
    refreshes: 'Refreshes every {{seconds}} s',
    unavailable: 'The dev outbox is not available',
    unavailableNote:
      'The server keeps an outbox only in demo mode, where no mail server or SMS provider is configured.',
    demo: 'Demo mode: e-mails and SMS are not sent; verification codes are written here, newest first.',
    id: 'ID',
    time: 'Time (UTC)',
    channel: 'Channel',
    to: 'To',
    code: 'Code',
    message: 'Message',
    empty: 'No messages yet',
  },
};

export type NotifyTexts = typeof notifyEn;
