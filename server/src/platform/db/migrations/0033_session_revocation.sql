-- Sessions end when access ends (docs/decisions/034-session-revocation.md): access tokens carry the account's
-- token generation, bumped when a role is removed, the account is blocked or its password is reset; the verifier
-- refuses a token of an older generation. Tokens issued before this column existed count as generation 0.
ALTER TABLE "identity_accounts" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL, ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;
