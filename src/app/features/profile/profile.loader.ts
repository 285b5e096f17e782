import type { QueryLoaderArgs } from '../shell/lazy-loader.ts';
import { profileQuery } from './profile.queries.ts';

/** /user/profile's loader (routes/user/profile.tsx, through lazyLoader). */
export const loadProfile = ({ context }: QueryLoaderArgs) =>
  context.queryClient.ensureQueryData(profileQuery());
