import type { QueryClient } from '@tanstack/react-query';
import { profileQuery } from './profile.queries.ts';

/** /user/profile's loader (routes/user/profile.tsx, through lazyLoader). */
export const loadProfile = ({ context }: { context: { queryClient: QueryClient } }) =>
  context.queryClient.ensureQueryData(profileQuery());
