DROP INDEX "user_logins_due_idx";--> statement-breakpoint
DROP INDEX "dual_orders_due";--> statement-breakpoint
DROP INDEX "ieo_orders_due";--> statement-breakpoint
DROP INDEX "ieo_projects_due";--> statement-breakpoint
DROP INDEX "mining_orders_due";--> statement-breakpoint
DROP INDEX "user_coupons_due";--> statement-breakpoint
DROP INDEX "option_orders_due";--> statement-breakpoint
CREATE INDEX "contract_overnight_runs_due" ON "contract_overnight_runs" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "user_logins_due_idx" ON "user_logins" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "dual_orders_due" ON "dual_orders" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "ieo_orders_due" ON "ieo_orders" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "ieo_projects_due" ON "ieo_projects" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "mining_orders_due" ON "mining_orders" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "user_coupons_due" ON "user_coupons" USING btree ("state","due_at","id");--> statement-breakpoint
CREATE INDEX "option_orders_due" ON "option_orders" USING btree ("state","due_at","id");