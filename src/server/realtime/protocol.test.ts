import { describe, expect, it } from 'vitest';
import {
  closeFrame,
  completionFrame,
  handshakeError,
  invocationFrame,
  parseMessage,
  splitMessages,
} from './protocol.ts';

describe('SignalR JSON protocol framing', () => {
  it('splits frames holding several messages and keeps a partial one for the next frame', () => {
    const { messages, rest } = splitMessages('{"protocol":"json","version":1}\x1e{"type":6}\x1e{"type":1,');
    expect(messages).toEqual(['{"protocol":"json","version":1}', '{"type":6}']);
    expect(rest).toBe('{"type":1,');
    expect(splitMessages(`${rest}"target":"x","arguments":[]}\x1e`).messages).toEqual([
      '{"type":1,"target":"x","arguments":[]}',
    ]);
  });

  it('accepts only the JSON protocol version 1 in the handshake', () => {
    expect(handshakeError('{"protocol":"json","version":1}')).toBeNull();
    expect(handshakeError('{"protocol":"messagepack","version":1}')).toMatch(/messagepack/);
    expect(handshakeError('{"protocol":"json","version":2}')).toMatch(/version 2/);
    expect(handshakeError('nope')).toMatch(/not valid JSON/);
  });

  it('writes invocations, completions and close messages as the client reads them', () => {
    expect(invocationFrame('ReceiveNotification', [{ id: '1' }])).toBe(
      '{"type":1,"target":"ReceiveNotification","arguments":[{"id":"1"}]}\x1e',
    );
    expect(completionFrame('7', { result: 3 })).toBe('{"type":3,"invocationId":"7","result":3}\x1e');
    expect(closeFrame('Unauthorized', false)).toBe(
      '{"type":7,"error":"Unauthorized","allowReconnect":false}\x1e',
    );
    expect(parseMessage('{"type":6}')).toEqual({ type: 6 });
    expect(parseMessage('[1]')).toBeNull();
  });
});
