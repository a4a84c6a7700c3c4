DROP TABLE "members" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "firm_id" TO "placed_firm_id";