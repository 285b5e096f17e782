import { uuidv7 } from 'uuidv7';
import { messageLogs } from '../../db/entity-tables.ts';
import type { Tx } from '../../db/with-tenant.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  /** What the recipient reads. */
  body: string;
  /** The same text with secrets (codes, links) masked, for the log when a real gateway delivers it. */
  redactedBody: string;
  /** password_reset, otp, … */
  purpose: string;
}

export interface SendResult {
  status: 'sent' | 'logged' | 'failed';
  providerMessageId?: string | undefined;
  /** Why a failed message did not go (the gateway's answer), shown to whoever sent it. */
  error?: string | undefined;
}

/** An SMS / e-mail gateway. Third-party gateways plug in here; see LocalLogSender for the default. */
export interface MessageSender {
  readonly name: string;
  /** True when messages only land in system/sms/logs (nothing leaves the server). */
  readonly deliversToLog: boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/**
 * The self-hosted default: no gateway is configured, so the message is delivered to the log an
 * administrator reads in system/sms/logs, in full. Honest about it: its status is 'logged'.
 */
export class LocalLogSender implements MessageSender {
  readonly name = 'local';
  readonly deliversToLog = true;
  async send(): Promise<SendResult> {
    return { status: 'logged' };
  }
}

/** Sends through the gateway; a thrown error is a failed send with its reason. */
export function deliver(sender: MessageSender, message: OutgoingMessage): Promise<SendResult> {
  return sender
    .send(message)
    .catch((error: unknown): SendResult => ({ status: 'failed', error: String(error).slice(0, 200) }));
}

/** Records one attempt in system/sms/logs, in the caller's transaction. */
export async function logMessage(
  tx: Tx,
  tenantId: string,
  sender: MessageSender,
  message: OutgoingMessage,
  result: SendResult,
): Promise<void> {
  await tx.insert(messageLogs).values({
    tenant_id: tenantId,
    id: uuidv7(),
    channel: message.channel,
    recipient: message.to,
    purpose: message.purpose,
    body: sender.deliversToLog ? message.body : message.redactedBody,
    provider: sender.name,
    status: result.status,
    provider_message_id: result.providerMessageId ?? null,
  });
}

/**
 * Sends through the gateway and records the attempt in the caller's transaction. A batch that
 * must not hold a transaction open over the gateway (crm broadcasts) calls deliver() then
 * logMessage() in a short transaction of its own.
 */
export async function sendMessage(tx: Tx, tenantId: string, sender: MessageSender, message: OutgoingMessage) {
  const result = await deliver(sender, message);
  await logMessage(tx, tenantId, sender, message, result);
  return result;
}
