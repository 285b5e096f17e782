import type { SQL } from 'drizzle-orm';
import { AUDIENCE_KEYS, audienceParams, campaignMessages } from '../../../contract/api/campaigns.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { entityListShape } from '../../../contract/entity/list-shape.ts';
import type { ListQuery } from '../../../contract/list/list-query.ts';
import { readListQuery } from '../../../contract/list/list-read.ts';
import { and, listFilters } from '../../entity-api/list.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { readConditions } from '../../entity-api/scope.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * A campaign's audience (`loc_kh`) read by the customers' own list protocol: the same parameters,
 * the same reader (readListQuery with the customers' list shape) and the same SQL (listFilters), so
 * there is no second filter language. Anything else in the text is refused, naming `field`.
 */
export function audienceQuery(
  scope: RequestScope,
  text: string | null | undefined,
  field = 'loc_kh',
): ListQuery {
  const params = audienceParams(text);
  const refuse = (message: string) => new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
  const unknown = Object.keys(params).find((name) => !AUDIENCE_KEYS.includes(name));
  if (unknown) throw refuse(scope.t(campaignMessages.unknownFilter, { name: unknown }));
  const { query, issues } = readListQuery(entityListShape(partners), scope.t, params);
  const issue = issues[0];
  if (issue)
    throw refuse(scope.t(campaignMessages.badFilter, { detail: `${issue.field}: ${issue.message}` }));
  return query;
}

/**
 * The customers of the audience the user may see (tenant, branch and employee scope of the
 * customers' list) as a WHERE over the customers' table aliased `t`.
 */
export function audienceWhere(scope: RequestScope, query: ListQuery): SQL {
  return and([...readConditions(partners, scope), ...listFilters(partners, query)]);
}
