/**
 * The SignalR JSON hub protocol (version 1) as the @microsoft/signalr client speaks it over
 * WebSockets: every message is JSON followed by the record separator 0x1E, and one frame may hold
 * several messages (the handshake can share a frame with the first invocation).
 */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export interface HubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** Splits buffered text into complete messages; the rest waits for the next frame. */
export function splitMessages(buffered: string): { messages: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { messages: parts.filter((part) => part.length > 0), rest };
}

/** The handshake request: `{"protocol":"json","version":1}`; anything else is refused. */
export function handshakeError(text: string): string | null {
  try {
    const request = JSON.parse(text) as { protocol?: unknown; version?: unknown };
    if (request.protocol !== 'json')
      return `Requested protocol '${String(request.protocol)}' is not available.`;
    if (request.version !== 1) return `Protocol version ${String(request.version)} is not supported.`;
    return null;
  } catch {
    return 'Handshake request is not valid JSON.';
  }
}

export function parseMessage(text: string): HubMessage | null {
  try {
    const message = JSON.parse(text) as HubMessage;
    return typeof message?.type === 'number' ? message : null;
  } catch {
    return null;
  }
}

export const pingFrame = frame({ type: MessageType.Ping });

export function invocationFrame(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function completionFrame(invocationId: string, outcome: { result?: unknown; error?: string }): string {
  return frame({ type: MessageType.Completion, invocationId, ...outcome });
}

export function closeFrame(error: string | undefined, allowReconnect: boolean): string {
  return frame({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
}
