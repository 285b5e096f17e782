import type { ListShape } from '../../contract/list/list-query.ts';

/** Every document header has these; the approve list sorts by them and opens newest first. */
export const APPROVE_SHAPE = {
  sortable: ['so_ct', 'ngay_ct', 't_tt'],
  sort: ['ngay_ct', 'desc'],
} as const satisfies ListShape;
