-- The console edits the site's content. Service-centre entries, jobs and adverts are published (or scheduled for a later
-- published_at) and taken down; the reference lists (agencies, awards, columns, hot keywords, about-us) are edited live.
-- Rows that exist already stay on the site: they are published, since the epoch where no time was stored.
--> statement-breakpoint
ALTER TABLE service_page
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published',
  ADD COLUMN published_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z',
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id),
  ADD CONSTRAINT service_page_publish_state_check CHECK (publish_state IN ('draft', 'published', 'unpublished'));
--> statement-breakpoint
ALTER TABLE job
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published',
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id),
  ADD CONSTRAINT job_publish_state_check CHECK (publish_state IN ('draft', 'published', 'unpublished')),
  ADD CONSTRAINT job_headcount_check CHECK (headcount > 0);
--> statement-breakpoint
ALTER TABLE advert
  ADD COLUMN publish_state text NOT NULL DEFAULT 'published',
  ADD COLUMN published_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z',
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id),
  ADD CONSTRAINT advert_publish_state_check CHECK (publish_state IN ('draft', 'published', 'unpublished')),
  ADD CONSTRAINT advert_window_check CHECK (start_at IS NULL OR end_at IS NULL OR start_at < end_at);
--> statement-breakpoint
ALTER TABLE agency
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id);
--> statement-breakpoint
ALTER TABLE award
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id);
--> statement-breakpoint
ALTER TABLE content_column
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id);
--> statement-breakpoint
ALTER TABLE about_us
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id);
--> statement-breakpoint
-- The curated hot keywords are the rows with curated = true, in `sort` order; visitors' counts stay in the same row.
ALTER TABLE search_keyword
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by uuid REFERENCES staff (id);
