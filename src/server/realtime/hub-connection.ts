import type { WebSocket } from 'ws';
import type { HubIdentity } from './hub-auth.ts';
import {
  closeFrame,
  completionFrame,
  type HubMessage,
  handshakeError,
  MessageType,
  parseMessage,
  pingFrame,
  splitMessages,
} from './protocol.ts';

/** Server methods a client may invoke; the answer goes back as the completion's result. */
export type HubMethods = Record<string, (identity: HubIdentity, args: unknown[]) => Promise<unknown>>;

/** One client socket after negotiate: handshake, pings, invocations both ways, close. */
export class HubConnection {
  private buffered = '';
  private handshaken = false;
  private readonly pinger: NodeJS.Timeout;

  constructor(
    readonly connectionId: string,
    readonly identity: HubIdentity,
    private readonly socket: WebSocket,
    private readonly methods: HubMethods,
    pingIntervalMs: number,
    onGone: (connection: HubConnection) => void,
  ) {
    // The client gives up after 30 s without a message from the server (P10 d): ping more often.
    this.pinger = setInterval(() => this.send(pingFrame), pingIntervalMs);
    socket.on('message', (data) => this.receive(data.toString()));
    socket.on('close', () => {
      clearInterval(this.pinger);
      onGone(this);
    });
    socket.on('error', () => socket.terminate());
  }

  get ready(): boolean {
    return this.handshaken && this.socket.readyState === this.socket.OPEN;
  }

  send(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  /** A close message with the reason, then the socket; the client reconnects only when allowed. */
  close(error: string | undefined, allowReconnect: boolean): void {
    this.send(closeFrame(error, allowReconnect));
    this.socket.close(1000);
  }

  /** Cuts the socket without a close message, as a lost network would (tests, shutdown). */
  terminate(): void {
    this.socket.terminate();
  }

  private receive(text: string): void {
    const { messages, rest } = splitMessages(this.buffered + text);
    this.buffered = rest;
    for (const message of messages) {
      if (!this.handshaken) this.answerHandshake(message);
      else void this.dispatch(parseMessage(message));
    }
  }

  private answerHandshake(text: string): void {
    const error = handshakeError(text);
    this.send(`${JSON.stringify(error ? { error } : {})}\x1e`);
    if (error) this.socket.close(1002);
    else this.handshaken = true;
  }

  private async dispatch(message: HubMessage | null): Promise<void> {
    if (!message) return this.close('Invalid message.', false);
    if (message.type === MessageType.Close) return void this.socket.close(1000);
    if (message.type !== MessageType.Invocation || !message.target) return;
    const { invocationId } = message;
    const method = this.methods[message.target];
    try {
      if (!method) throw new Error(`Unknown hub method '${message.target}'`);
      const result = await method(this.identity, message.arguments ?? []);
      if (invocationId) this.send(completionFrame(invocationId, { result: result ?? null }));
    } catch (error) {
      if (invocationId) this.send(completionFrame(invocationId, { error: (error as Error).message }));
    }
  }
}
