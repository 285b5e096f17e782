-- The sign-in check of every request in one round trip: the active user of an unrevoked,
-- unexpired session. It runs as the owner (past row-level security) but only ever for the tenant,
-- user and session of an already verified access token, and returns nothing else.
CREATE OR REPLACE FUNCTION session_user_row(p_tenant text, p_user text, p_session text)
  RETURNS SETOF users
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT u.* FROM users u
    JOIN auth_sessions s ON s.tenant_id = u.tenant_id AND s.user_id = u.id
    WHERE u.tenant_id = p_tenant AND u.id = p_user AND u.status = 1
      AND s.id = p_session AND s.revoked_at IS NULL AND s.expires_at > now()
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION session_user_row(text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION session_user_row(text, text, text) TO sen_app;
