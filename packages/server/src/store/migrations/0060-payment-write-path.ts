// The rows a payment writes (intent, payment method, Charge, events) cost less per row:
// - Accounts are permanent (no code path deletes or re-keys one; a trigger now refuses it), so
//   the account_id foreign keys of the child rows a payment writes beside its intent only
//   re-proved, with a FOR KEY SHARE row lock on the one account row, what the intent's own
//   foreign key proves in the same statement. payment_intents keeps its key: every payment
//   write either inserts the intent (checked) or hangs off an UPDATE of it, so an unknown
//   account still writes nothing (store.test.ts covers both).
// - A Charge's payment_intent_id key was checked at every confirm's commit (a deferred SPI
//   query taking FOR KEY SHARE on the intent row just updated, with its own WAL record). Every
//   Charge is written in the statement that inserts its intent or hangs off the UPDATE of it
//   (payment-writes.ts), and intents are now permanent too (same trigger).
// - `seq` comes from a sequence only; its UNIQUE index was never read (lists use the
//   (account_id, seq) indexes), yet cost one index insert per row.
// - A confirm updates an intent written moments before: free space on its page keeps that
//   update HOT (no new entries in the intent's indexes).
// - Large JSON (a Charge and its event are over the 2 kB TOAST threshold) is compressed with
//   lz4 where the server has it: several times cheaper than pglz for a few % more bytes.
export const sql = `
CREATE FUNCTION kassa_rows_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '% rows are permanent: never deleted or re-keyed', TG_TABLE_NAME USING ERRCODE = '23503'; END $$;
CREATE TRIGGER accounts_are_permanent BEFORE DELETE OR UPDATE OF id ON accounts
  FOR EACH ROW EXECUTE FUNCTION kassa_rows_are_permanent();
CREATE TRIGGER accounts_are_permanent_truncate BEFORE TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION kassa_rows_are_permanent();
CREATE TRIGGER payment_intents_are_permanent BEFORE DELETE OR UPDATE OF id ON payment_intents
  FOR EACH ROW EXECUTE FUNCTION kassa_rows_are_permanent();
CREATE TRIGGER payment_intents_are_permanent_truncate BEFORE TRUNCATE ON payment_intents
  FOR EACH STATEMENT EXECUTE FUNCTION kassa_rows_are_permanent();

ALTER TABLE events DROP CONSTRAINT events_account_id_fkey;
ALTER TABLE charges DROP CONSTRAINT charges_account_id_fkey;
ALTER TABLE charges DROP CONSTRAINT charges_payment_intent_id_fkey;
ALTER TABLE payment_methods DROP CONSTRAINT payment_methods_account_id_fkey;

ALTER TABLE events DROP CONSTRAINT events_seq_key;
ALTER TABLE charges DROP CONSTRAINT charges_seq_key;
ALTER TABLE payment_methods DROP CONSTRAINT payment_methods_seq_key;
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_seq_key;

ALTER TABLE payment_intents SET (fillfactor = 80);

DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN ALTER TABLE events ALTER COLUMN data SET COMPRESSION lz4; ALTER TABLE charges ALTER COLUMN data SET COMPRESSION lz4; ALTER TABLE payment_intents ALTER COLUMN data SET COMPRESSION lz4; ALTER TABLE payment_methods ALTER COLUMN data SET COMPRESSION lz4; END IF; END $$;
`;
