-- A list request of the generic entity API in one round trip (src/server/entity-api/list-statement.ts).
--
-- The planner's row estimate of a query, for a list total above the count cap: EXPLAIN inside the
-- statement that builds the page instead of a second round trip. Runs as the caller (row-level
-- security applies, no right is gained) and only EXPLAINs: the query is not run. The server passes a SELECT it built
-- itself with every value quoted (src/server/db/inline-sql.ts).
CREATE OR REPLACE FUNCTION entity_row_estimate(p_query text)
  RETURNS bigint
  LANGUAGE plpgsql VOLATILE
  SET search_path = public, pg_temp
  AS $$
    DECLARE
      plan json;
    BEGIN
      IF p_query !~* '^\s*SELECT\s' THEN
        RAISE EXCEPTION 'entity_row_estimate explains one SELECT';
      END IF;
      EXECUTE 'EXPLAIN (FORMAT JSON) ' || p_query INTO plan;
      RETURN round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
    END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION entity_row_estimate(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION entity_row_estimate(text) TO sen_app;
--> statement-breakpoint
-- The sign-in check riding in the same round trip as a list (src/server/http/sign-in-check.ts):
-- the session's user as canonical JSON text (jsonb key order), without the password hash, or
-- NULL when the session is revoked, expired or the user is disabled. The server compares it
-- with the row it served the token from; any change and the request is served again.
CREATE OR REPLACE FUNCTION session_user_json(p_tenant text, p_user text, p_session text)
  RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    -- PL/pgSQL keeps the plan for the session; a SQL function would plan its query on every call.
    DECLARE
      answer text;
    BEGIN
      SELECT (to_jsonb(u) - 'password_hash')::text INTO answer FROM users u
        JOIN auth_sessions s ON s.tenant_id = u.tenant_id AND s.user_id = u.id
        WHERE u.tenant_id = p_tenant AND u.id = p_user AND u.status = 1
          AND s.id = p_session AND s.revoked_at IS NULL AND s.expires_at > now();
      RETURN answer;
    END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION session_user_json(text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION session_user_json(text, text, text) TO sen_app;
