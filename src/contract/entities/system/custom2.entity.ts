import { msg } from '@lingui/core/macro';
import { customList } from './custom-list.ts';

/** Tenant-defined list 2 (danh mục tùy chọn 2). */
export const custom2 = customList(2, msg`Danh mục tùy chọn 2`, msg`mục của danh mục tùy chọn 2`);
