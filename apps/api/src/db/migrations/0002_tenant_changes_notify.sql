-- Every change of a tenant or its logo, whoever makes it (the API, the seed, psql), notifies
-- 'tenant_changes' when its transaction commits, so each API instance empties its tenant cache
-- (docs/decisions/0005-tenant-cache.md). Statement-level: one notification per statement.
CREATE FUNCTION "notify_tenant_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tenant_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tenants_notify_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_tenant_changes"();--> statement-breakpoint
CREATE TRIGGER "tenant_logos_notify_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenant_logos" FOR EACH STATEMENT EXECUTE FUNCTION "notify_tenant_changes"();
