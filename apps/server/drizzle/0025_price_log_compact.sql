-- The price log's append cost (issue 30, bench/price-log): hashes as their 32 bytes, inputs as plain json in the
-- compact [source, price, ts] form, and no index on ticks.ts alone (ticks are no longer pruned by time; every read
-- by time names its symbol and uses ticks_symbol_ts). Existing rows are converted in place.
DROP INDEX IF EXISTS "ticks_ts";--> statement-breakpoint
ALTER TABLE "price_log_nodes" ALTER COLUMN "hash" SET DATA TYPE bytea USING decode("hash", 'hex');--> statement-breakpoint
ALTER TABLE "ticks" ALTER COLUMN "leaf_hash" SET DATA TYPE bytea USING decode("leaf_hash", 'hex');--> statement-breakpoint
ALTER TABLE "ticks" ALTER COLUMN "inputs" SET DATA TYPE json USING "inputs"::json;--> statement-breakpoint
UPDATE "ticks" SET "inputs" = (
	SELECT coalesce(json_agg(json_build_array(e->>'source', e->>'price', (e->>'ts')::bigint) ORDER BY n), '[]'::json)
	FROM json_array_elements("inputs") WITH ORDINALITY AS i(e, n)
) WHERE "inputs" IS NOT NULL AND json_typeof("inputs") = 'array' AND json_typeof("inputs"->0) = 'object';
