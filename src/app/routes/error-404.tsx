import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';

export const Route = createFileRoute('/error-404')({ component: NotFoundPage });
