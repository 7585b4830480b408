-- Content the console publishes: an article moves draft → published → unpublished (see the domain's content-publishing
-- rule); published_at is its publish time, a future one meaning scheduled. Rows that were on the site stay published,
-- rows hidden by the old state flag become unpublished. updated_by is the staff member of the last change.
-- Uploaded images and PDFs live in media, served at /media/<id> with the type sniffed from their bytes.
-- Kept in sync by hand with src/db/schema/content.ts.
ALTER TABLE "article" ADD COLUMN "publish_state" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_publish_state_check" CHECK ("publish_state" in ('draft', 'review', 'published', 'unpublished'));
--> statement-breakpoint
UPDATE "article" SET "publish_state" = 'unpublished' WHERE "state" <> '1';
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "updated_by" uuid REFERENCES "staff"("id");
--> statement-breakpoint
CREATE INDEX "article_state_published_idx" ON "article" USING btree ("publish_state", "published_at");
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" bytea NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" uuid NOT NULL REFERENCES "staff"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("kind" in ('image', 'pdf'))
);
