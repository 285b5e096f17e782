/** The startup reference lists' shapes live in the contract, shared with the server. */
export {
  type Branch,
  branchListSchema,
  branchSchema,
  type Command,
  commandListSchema,
  commandSchema,
  configListSchema,
  configRowSchema as configSchema,
  voucherLockListSchema,
  voucherLockRowSchema as voucherLockSchema,
} from '../../contract/api/reference.api.ts';
