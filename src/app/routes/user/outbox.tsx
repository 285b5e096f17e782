import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/outbox/OutboxPage.tsx';

export const Route = createFileRoute('/user/outbox')({ component: OutboxPage });
