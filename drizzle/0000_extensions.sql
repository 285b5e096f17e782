-- Extensions for accent-free search, the immutable unaccent wrapper that indexes need, and the
-- role the server runs requests as (it owns nothing, so row-level security applies to it).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- btree_gin lets a trigram index lead with tenant_id, like every other index.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sen_app') THEN
    CREATE ROLE sen_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it concurrently
END
$$;
