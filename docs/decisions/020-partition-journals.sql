-- Decision 020, partitioning plan step 1 and 3, rehearsed by server/test/loyalty/partition-plan.test.ts
-- (PostgreSQL): loyalty_transaction_journals becomes a table partitioned by month of activity_date,
-- without moving a row. The old table is attached as the partition of everything before :month (a
-- CHECK added first, so the attach does not have to scan it), the next months get partitions of their
-- own. Rows of the old partition can later be moved into monthly partitions in batches.
-- :month is the first day of the first new month ('2026-12-01'), :months how many new ones to create.
-- Everything in one transaction: the swap holds an exclusive lock only for its duration.

-- Months are Jakarta months (loyalty dates are Jakarta days).
SET LOCAL TIME ZONE 'Asia/Jakarta';

-- The two foreign keys pointing at the journals' id cannot stay (a partitioned table's unique keys
-- include the partition key); the transaction that writes a journal writes its points changes and
-- bucket too (loyalty_place_order, loyalty/ledger/writer.ts), and the tests' ledgerViolations checks they add up.
ALTER TABLE loyalty_points_changes DROP CONSTRAINT loyalty_points_changes_journal_id_loyalty_transaction_journals_id_fk;
ALTER TABLE loyalty_point_buckets DROP CONSTRAINT loyalty_point_buckets_journal_id_loyalty_transaction_journals_id_fk;

ALTER TABLE loyalty_transaction_journals RENAME TO loyalty_transaction_journals_before;
ALTER INDEX loyalty_transaction_journals_member_newest RENAME TO loyalty_transaction_journals_before_member_newest;
-- The primary key gains the partition key (id stays unique in practice: random uuids).
ALTER TABLE loyalty_transaction_journals_before DROP CONSTRAINT loyalty_transaction_journals_pkey;
ALTER TABLE loyalty_transaction_journals_before ADD CONSTRAINT loyalty_transaction_journals_before_pkey PRIMARY KEY (id, activity_date);
ALTER TABLE loyalty_transaction_journals_before ADD CONSTRAINT loyalty_transaction_journals_before_range CHECK (activity_date < :'month'::timestamptz);

CREATE TABLE loyalty_transaction_journals (LIKE loyalty_transaction_journals_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE (activity_date);
ALTER TABLE loyalty_transaction_journals DROP CONSTRAINT loyalty_transaction_journals_before_range;
ALTER TABLE loyalty_transaction_journals ADD CONSTRAINT loyalty_transaction_journals_pkey PRIMARY KEY (id, activity_date);
ALTER TABLE loyalty_transaction_journals ADD CONSTRAINT loyalty_transaction_journals_member_id_loyalty_members_id_fk
  FOREIGN KEY (member_id) REFERENCES loyalty_members (id);
CREATE INDEX loyalty_transaction_journals_member_newest ON loyalty_transaction_journals (member_id, activity_date DESC, journal_number DESC);
-- The journal number keeps its sequence.
ALTER SEQUENCE loyalty_transaction_journals_journal_number_seq OWNED BY loyalty_transaction_journals.journal_number;

-- The existing indexes of the old table match the parent's: ATTACH uses them instead of building new ones.
ALTER TABLE loyalty_transaction_journals ATTACH PARTITION loyalty_transaction_journals_before
  FOR VALUES FROM (MINVALUE) TO (:'month');

SELECT format('CREATE TABLE loyalty_transaction_journals_%s PARTITION OF loyalty_transaction_journals FOR VALUES FROM (%L) TO (%L)',
  to_char(m, 'YYYY_MM'), m, m + interval '1 month')
FROM generate_series(:'month'::timestamptz, :'month'::timestamptz + (:'months'::int - 1) * interval '1 month', interval '1 month') m
\gexec
