import { createFileRoute } from '@tanstack/react-router';
import { banners } from '../../../../contract/entities/system/banners.entity.ts';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/layout/banners')(entityRoute(banners));
