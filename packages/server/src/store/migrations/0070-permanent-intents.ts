// A Charge's payment_intent_id foreign key was checked at every confirm's commit (a deferred
// SPI query taking FOR KEY SHARE on the intent row the confirm had just updated, with its own
// WAL record). Every Charge is written in the statement that inserts its intent or hangs off
// the UPDATE of it (payment-writes.ts), so the intent exists when the Charge is written; a
// trigger now keeps it existing: intents, like accounts (0060), are never deleted or re-keyed.
// store.test.ts covers both halves on PGlite and PostgreSQL.
export const sql = `
CREATE FUNCTION kassa_intents_are_permanent() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'payment intents are permanent: never deleted or re-keyed' USING ERRCODE = '23503'; END $$;
CREATE TRIGGER payment_intents_are_permanent BEFORE DELETE OR UPDATE OF id ON payment_intents
  FOR EACH ROW EXECUTE FUNCTION kassa_intents_are_permanent();
CREATE TRIGGER payment_intents_are_permanent_truncate BEFORE TRUNCATE ON payment_intents
  FOR EACH STATEMENT EXECUTE FUNCTION kassa_intents_are_permanent();

ALTER TABLE charges DROP CONSTRAINT charges_payment_intent_id_fkey;
`;
