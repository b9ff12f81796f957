-- Contact reasons and their categories (issue 9 §3; 03 §2.2 contact-reasons,
-- contact-reasons-categories): what a rider picks when contacting support, grouped, each
-- list in an order staff choose. `position` is that order (0 first); a reason or category
-- is switched off with `active` rather than deleted, so past contacts keep their words.

CREATE TABLE contact_reason_categories (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  ar_name text,
  position integer NOT NULL CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_reason_categories_name_idx ON contact_reason_categories (lower(name));
CREATE INDEX contact_reason_categories_position_idx ON contact_reason_categories (position, id);

CREATE TABLE contact_reasons (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES contact_reason_categories(id),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  ar_name text,
  position integer NOT NULL CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_reasons_name_idx ON contact_reasons (category_id, lower(name));
CREATE INDEX contact_reasons_position_idx ON contact_reasons (category_id, position, id);
