import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AlarmClock, Bell, ClipboardList, Info, type LucideIcon, Megaphone } from 'lucide-react';

/**
 * The kinds the app sends today (free lowercase words on the server): their name and icon here,
 * and the ones a user may mute for device push on the settings card. Another kind shows the bell.
 */
export const KNOWN_KINDS: Record<string, { label: MessageDescriptor; icon: LucideIcon }> = {
  broadcast: { label: msg`Thông báo chung`, icon: Megaphone },
  task: { label: msg`Công việc`, icon: ClipboardList },
  reminder: { label: msg`Nhắc lịch hẹn`, icon: AlarmClock },
  system: { label: msg`Hệ thống`, icon: Info },
};

export function kindIcon(kind: string): LucideIcon {
  return KNOWN_KINDS[kind]?.icon ?? Bell;
}
