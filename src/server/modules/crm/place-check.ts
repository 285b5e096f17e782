import { and, eq } from 'drizzle-orm';
import { crmMessages } from '../../../contract/api/crm.api.ts';
import type { PlaceSystem } from '../../../contract/api/places.api.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { Translate } from '../../../contract/entity/messages.ts';
import type { Db } from '../../db/client.ts';
import { placesDistricts, placesWards } from '../../db/schema.ts';
import { cityExists } from '../places/places.service.ts';

type Problem = { field: string; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The address of a customer: a province of the chosen system (2025 units or the legacy ones), a
 * ward of that province (2025) or of the district (legacy), and a district only in the legacy
 * system. Answers one problem per wrong field, naming it.
 */
export async function placeProblems(
  db: Db,
  entity: Entity,
  record: Record<string, unknown>,
  t: Translate,
): Promise<Problem[]> {
  const system: PlaceSystem = text(record.he_thong_dc) === 'legacy' ? 'legacy' : '2025';
  const city = text(record.ma_tinh);
  const district = text(record.ma_quan);
  const ward = text(record.ma_phuong);
  const label = (name: string) => (entity.fields[name] ? t(entity.fields[name].label) : name);
  const problem = (field: string, message = crmMessages.notFound) => ({
    field,
    message: t(message, { field: label(field) }),
  });
  if (!city) return [];
  if (!(await cityExists(db, system, city))) return [problem('ma_tinh')];
  const out: Problem[] = [];
  if (district && system === '2025') out.push(problem('ma_quan', crmMessages.districtOnlyLegacy));
  if (district && system === 'legacy') {
    const found = await db
      .select({ id: placesDistricts.ma_quan })
      .from(placesDistricts)
      .where(and(eq(placesDistricts.ma_quan, district), eq(placesDistricts.ma_tinh, city)));
    if (found.length === 0) out.push(problem('ma_quan', crmMessages.wardOutsideCity));
  }
  if (ward) {
    const parent =
      system === 'legacy' && district ? eq(placesWards.ma_quan, district) : eq(placesWards.ma_tinh, city);
    const found = await db
      .select({ id: placesWards.ma_phuong })
      .from(placesWards)
      .where(and(eq(placesWards.he_thong, system), eq(placesWards.ma_phuong, ward), parent));
    if (found.length === 0) out.push(problem('ma_phuong', crmMessages.wardOutsideCity));
  }
  return out;
}
