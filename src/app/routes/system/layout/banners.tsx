import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/layout/banners')(
  entityRoute(() => import('../../../../contract/entities/system/banners.entity.ts').then((m) => m.banners)),
);
