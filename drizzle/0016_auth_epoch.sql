ALTER TABLE "tenants" ADD COLUMN "auth_epoch" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The tenant's auth epoch moves when anything a sign-in check reads changes: a user row, or a
-- session revoked, shortened, handed to another user or removed (a new session, or one extended by
-- a token refresh, leaves earlier checks true). The triggers are deferred to commit, so the epoch
-- moves together with the change it announces, and the tenant row is locked last and briefly.
-- The app role may not write tenants: the bump runs as the owner, and does nothing else.
CREATE OR REPLACE FUNCTION bump_auth_epoch()
  RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    BEGIN
      UPDATE tenants SET auth_epoch = auth_epoch + 1 WHERE id = OLD.tenant_id;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION bump_auth_epoch() FROM PUBLIC;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_auth_epoch_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_auth_epoch_delete AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_sessions_auth_epoch_update AFTER UPDATE ON auth_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_sessions_auth_epoch_delete AFTER DELETE ON auth_sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION bump_auth_epoch();
--> statement-breakpoint
-- The full sign-in check (src/server/http/sign-in-check.ts), replacing session_user_json: the
-- tenant's auth epoch, the session's end (ms since 1970) and the session's user as canonical JSON
-- (without the password hash), space-separated and read by one statement (one snapshot); NULL
-- when the session is revoked or expired or the user disabled.
CREATE OR REPLACE FUNCTION session_state(p_tenant text, p_user text, p_session text)
  RETURNS text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    -- PL/pgSQL keeps the plan for the session; a SQL function would plan its query on every call.
    DECLARE
      answer text;
    BEGIN
      SELECT t.auth_epoch || ' ' || floor(extract(epoch FROM s.expires_at) * 1000)::bigint || ' '
          || (to_jsonb(u) - 'password_hash')::text
        INTO answer
        FROM users u
        JOIN auth_sessions s ON s.tenant_id = u.tenant_id AND s.user_id = u.id
        JOIN tenants t ON t.id = u.tenant_id
        WHERE u.tenant_id = p_tenant AND u.id = p_user AND u.status = 1
          AND s.id = p_session AND s.revoked_at IS NULL AND s.expires_at > now();
      RETURN answer;
    END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION session_state(text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION session_state(text, text, text) TO sen_app;
--> statement-breakpoint
DROP FUNCTION IF EXISTS session_user_json(text, text, text);
