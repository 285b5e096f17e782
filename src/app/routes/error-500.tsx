import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../features/shell/StatusPages.tsx';

export const Route = createFileRoute('/error-500')({ component: ServerErrorPage });
