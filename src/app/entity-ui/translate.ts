import type { I18n } from '@lingui/core';
import type { Translate } from '../../contract/entity/messages.ts';

/**
 * The contract's `Translate` in the browser: a message with its values in the active language,
 * exactly as the server's translate() reads it, so the form's messages match the server's.
 */
export function translator(i18n: I18n): Translate {
  return (message, values) => i18n._(message.id, values, { message: message.message });
}
