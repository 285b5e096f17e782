import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/StatusPages.tsx';

export const Route = createFileRoute('/comingsoon')({ component: ComingSoonPage });
