-- Issue 28 items 1 and 2: each staff member's language, digits and hour cycle. No row (or a
-- null language): the app follows the OS/browser language until the user chooses.
CREATE TABLE user_locale_preferences (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  language text CHECK (language IN ('en', 'ar')),
  digits text NOT NULL DEFAULT 'latn' CHECK (digits IN ('latn', 'arab')),
  hour_cycle text NOT NULL DEFAULT 'h23' CHECK (hour_cycle IN ('h23', 'h12')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
