-- The stores a manager manages (docs/decisions/017-back-office.md "Managers' stores").
-- No rows for a manager: they manage every store (head office). The primary key serves the one lookup
-- (by user id). No foreign keys: accounts and stores are kept by other modules and never deleted.
CREATE TABLE IF NOT EXISTS "admin_manager_stores" (
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_manager_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
