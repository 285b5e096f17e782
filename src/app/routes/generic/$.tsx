import { createFileRoute } from '@tanstack/react-router';
import { catchAllRoute } from '../../entity-ui/catch-all-route.tsx';

export const Route = createFileRoute('/generic/$')(catchAllRoute('generic'));
