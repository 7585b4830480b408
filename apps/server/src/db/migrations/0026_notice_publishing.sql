-- Notices (信息披露) edited in the console: each moves draft → review (a checker's proposal is pending) → published
-- (scheduled until published_at) → unpublished. Rows that exist already are live notices and stay published.
-- Kept in sync by hand with src/db/schema/content.ts.
ALTER TABLE "notice" ADD COLUMN "publish_state" text DEFAULT 'published' NOT NULL
	CONSTRAINT "notice_publish_state_check" CHECK ("publish_state" in ('draft', 'review', 'published', 'unpublished'));
--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "updated_by" uuid REFERENCES "staff"("id");
--> statement-breakpoint
-- An attachment is either rendered from its HTML (the seeded ones) or an uploaded PDF served as it is.
ALTER TABLE "notice_attachment" ADD COLUMN "media_id" uuid REFERENCES "media"("id");
--> statement-breakpoint
ALTER TABLE "notice_attachment" ALTER COLUMN "content_html" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notice_attachment" ADD CONSTRAINT "notice_attachment_source_check"
	CHECK (("content_html" is null) <> ("media_id" is null));
