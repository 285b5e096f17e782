import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placesCities, placesDistricts, placesWards, referenceVersions } from '../../db/schema.ts';
import { placesVersion, readPlaces } from './places.data.ts';

const NAME = 'places';

/**
 * Loads the administrative units into the shared places tables, as the database owner at start.
 * Idempotent and versioned: nothing happens while the loaded version matches the installed
 * packages; a new version replaces every row in one transaction. Returns whether it loaded.
 */
export async function syncPlaces(owner: Db): Promise<boolean> {
  const version = placesVersion();
  const [loaded] = await owner
    .select({ version: referenceVersions.version })
    .from(referenceVersions)
    .where(eq(referenceVersions.name, NAME));
  if (loaded?.version === version) return false;
  const rows = await readPlaces();
  await owner.transaction(async (tx) => {
    await tx.delete(placesWards);
    await tx.delete(placesDistricts);
    await tx.delete(placesCities);
    // One statement per table: the rows travel as one JSON parameter, expanded by the server.
    await tx.execute(sql`
      INSERT INTO ${placesCities} (he_thong, ma_tinh, ten_tinh, loai)
      SELECT he_thong, ma_tinh, ten_tinh, loai FROM json_to_recordset(${JSON.stringify(rows.cities)}::json)
        AS x(he_thong text, ma_tinh text, ten_tinh text, loai text)`);
    await tx.execute(sql`
      INSERT INTO ${placesDistricts} (ma_quan, ten_quan, loai, ma_tinh)
      SELECT ma_quan, ten_quan, loai, ma_tinh FROM json_to_recordset(${JSON.stringify(rows.districts)}::json)
        AS x(ma_quan text, ten_quan text, loai text, ma_tinh text)`);
    await tx.execute(sql`
      INSERT INTO ${placesWards} (he_thong, ma_phuong, ten_phuong, loai, ma_tinh, ma_quan)
      SELECT he_thong, ma_phuong, ten_phuong, loai, ma_tinh, ma_quan
      FROM json_to_recordset(${JSON.stringify(rows.wards)}::json)
        AS x(he_thong text, ma_phuong text, ten_phuong text, loai text, ma_tinh text, ma_quan text)`);
    await tx
      .insert(referenceVersions)
      .values({ name: NAME, version })
      .onConflictDoUpdate({ target: referenceVersions.name, set: { version, loaded_at: sql`now()` } });
  });
  return true;
}
