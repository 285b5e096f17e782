import { msg } from '@lingui/core/macro';
import { customList } from './custom-list.ts';

/** Tenant-defined list 1 (danh mục tùy chọn 1). */
export const custom1 = customList(1, msg`Danh mục tùy chọn 1`, msg`mục của danh mục tùy chọn 1`);
