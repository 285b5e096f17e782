import { createFileRoute } from '@tanstack/react-router';
import { BlankPage } from '../features/shell/StatusPages.tsx';

export const Route = createFileRoute('/blank')({ component: BlankPage });
