import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { FileWarning, ServerCrash, TriangleAlert, WifiOff } from 'lucide-react';
import { z } from 'zod/mini';
import { ApiRequestError, NetworkError } from '../../data/api-errors.ts';
import { isChunkLoadError } from './chunk-reload.ts';

export interface ErrorDescription {
  kind: 'offline' | 'unreachable' | 'server' | 'data' | 'chunk' | 'unexpected';
  icon: LucideIcon;
  title: string;
  message: string;
  /** Untranslated detail for support: code, status or the raw message. */
  detail: string;
}

/** Turns whatever a loader or component threw into words a receptionist can act on. */
export function describeError(error: unknown, online: boolean, i18n: I18n): ErrorDescription {
  const raw = error instanceof Error ? error.message : String(error);
  if (!online) {
    return {
      kind: 'offline',
      icon: WifiOff,
      title: i18n._(msg`Không có kết nối mạng`),
      message: i18n._(msg`Kiểm tra Wi-Fi hoặc dữ liệu di động. Trang sẽ tự tải lại khi có mạng.`),
      detail: raw,
    };
  }
  if (error instanceof NetworkError) {
    return {
      kind: 'unreachable',
      icon: ServerCrash,
      title: i18n._(msg`Không kết nối được tới máy chủ`),
      message: error.message,
      detail: error.detail,
    };
  }
  if (error instanceof ApiRequestError) {
    const status = error.status;
    return {
      kind: 'server',
      icon: ServerCrash,
      title: i18n._(msg`Máy chủ báo lỗi`),
      // The server's message, or the status text when the answer was not ours (spec §8).
      message: error.message || i18n._(msg`Máy chủ trả lời với mã lỗi ${status}.`),
      detail: `HTTP ${status} · ${error.body.code}`,
    };
  }
  // Every zod parse (mini or not) fails with a core $ZodError.
  if (error instanceof z.core.$ZodError) {
    return {
      kind: 'data',
      icon: TriangleAlert,
      title: i18n._(msg`Dữ liệu không đúng định dạng`),
      message: i18n._(msg`Máy chủ trả về dữ liệu ứng dụng không đọc được. Hãy tải lại trang.`),
      detail: raw,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      kind: 'chunk',
      icon: FileWarning,
      title: i18n._(msg`Không tải được trang`),
      message: i18n._(
        msg`Một phần của ứng dụng không tải về được (có thể vừa có bản cập nhật hoặc mạng chập chờn). Bấm "Thử lại" để tải lại trang.`,
      ),
      detail: raw,
    };
  }
  return {
    kind: 'unexpected',
    icon: TriangleAlert,
    title: i18n._(msg`Không hiển thị được trang này`),
    message: i18n._(msg`Đã xảy ra lỗi không mong muốn. Vui lòng thử lại.`),
    detail: raw,
  };
}
