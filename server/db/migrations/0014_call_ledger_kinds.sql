-- A video call's spends get kinds of their own, so the token history tells a call minute, an extra
-- minute and a tip sent during a call apart from a tip. Movements written before this were `call`
-- (minutes and extra minutes) and `tip` (tips during a call): each is known by its call log row,
-- or, for a minute without one, by its key (call:<room>:minute:<n>). Amounts do not change.
UPDATE "ledger_transactions" AS "t" SET "kind" = 'call_minute'
FROM "video_call_log" AS "l"
WHERE "l"."transaction_id" = "t"."id" AND "l"."kind" = 'minute' AND "t"."kind" = 'call';--> statement-breakpoint
UPDATE "ledger_transactions" AS "t" SET "kind" = 'call_extra_minute'
FROM "video_call_log" AS "l"
WHERE "l"."transaction_id" = "t"."id" AND "l"."kind" = 'extra_minute' AND "t"."kind" = 'call';--> statement-breakpoint
UPDATE "ledger_transactions" AS "t" SET "kind" = 'call_tip'
FROM "video_call_log" AS "l"
WHERE "l"."transaction_id" = "t"."id" AND "l"."kind" = 'tokens' AND "t"."kind" = 'tip';--> statement-breakpoint
UPDATE "ledger_transactions" SET "kind" = 'call_minute'
WHERE "kind" = 'call' AND "idempotency_key" LIKE 'call:%:minute:%';--> statement-breakpoint
UPDATE "ledger_transactions" SET "kind" = 'call_extra_minute' WHERE "kind" = 'call';
