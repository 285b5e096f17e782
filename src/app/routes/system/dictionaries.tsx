import { createFileRoute } from '@tanstack/react-router';
import { dictionaries } from '../../../contract/entities/system/dictionaries.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/dictionaries')(entityRoute(dictionaries));
