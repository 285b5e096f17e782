import { msg } from '@lingui/core/macro';
import { customList } from './custom-list.ts';

/** Tenant-defined list 3 (danh mục tùy chọn 3). */
export const custom3 = customList(3, msg`Danh mục tùy chọn 3`, msg`mục của danh mục tùy chọn 3`);
