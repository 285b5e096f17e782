import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../features/shell/StatusPages.tsx';

export const Route = createFileRoute('/not-authorized')({ component: NotAuthorizedPage });
