/** The startup reference lists' shapes live in the contract, shared with the server. */
export {
  type Branch,
  branchListSchema,
  branchSchema,
  type Command,
  callCenterProviderListSchema,
  commandListSchema,
  commandSchema,
  configListSchema,
  configRowSchema as configSchema,
  type DictionaryEntry,
  dictionaryListSchema,
  voucherLockListSchema,
  voucherLockRowSchema as voucherLockSchema,
} from '../../contract/api/reference.api.ts';
