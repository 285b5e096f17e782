/**
 * The statuses every tenant starts with per voucher type (design/documents.md §4), seeded into
 * accounting/voucher-infos, where a tenant may rename or recolour them. `ghi_so`: a document in
 * the status is posted to the ledgers; `cho_sua` false: it can no longer be edited or deleted.
 */
export interface StatusDef {
  readonly status: string;
  readonly ten_tt: string;
  readonly ten_tt2: string;
  readonly ghi_so: boolean;
  readonly cho_sua: boolean;
  readonly mau: string;
  readonly stt: number;
}

export const DRAFT = '0';
export const AWAITING_APPROVAL = '1';
export const POSTED = '2';
/** A transfer between branches: out of the source, not yet received (documents.md §5). */
export const IN_TRANSIT = '3';
export const CANCELLED = '9';

const draft: StatusDef = {
  status: DRAFT,
  ten_tt: 'Nháp',
  ten_tt2: 'Draft',
  ghi_so: false,
  cho_sua: true,
  mau: '#A8AAAE',
  stt: 10,
};
const awaiting: StatusDef = {
  status: AWAITING_APPROVAL,
  ten_tt: 'Chờ duyệt',
  ten_tt2: 'Awaiting approval',
  ghi_so: false,
  cho_sua: true,
  mau: '#FF9F43',
  stt: 20,
};
const posted: StatusDef = {
  status: POSTED,
  ten_tt: 'Đã ghi sổ',
  ten_tt2: 'Posted',
  ghi_so: true,
  cho_sua: true,
  mau: '#28C76F',
  stt: 30,
};
const inTransit: StatusDef = {
  status: IN_TRANSIT,
  ten_tt: 'Đang chuyển',
  ten_tt2: 'In transit',
  ghi_so: true,
  cho_sua: true,
  mau: '#00CFE8',
  stt: 25,
};
const cancelled: StatusDef = {
  status: CANCELLED,
  ten_tt: 'Đã hủy',
  ten_tt2: 'Cancelled',
  ghi_so: false,
  cho_sua: false,
  mau: '#EA5455',
  stt: 90,
};

/** Draft, posted and cancelled; awaiting approval with an approve screen; in transit for transfers. */
export function standardStatuses(o: { approval?: boolean; transit?: boolean } = {}): StatusDef[] {
  return [draft, ...(o.approval ? [awaiting] : []), ...(o.transit ? [inTransit] : []), posted, cancelled];
}
