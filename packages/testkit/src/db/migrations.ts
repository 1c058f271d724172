/**
 * The demo database's schema, one entry per version. `openDemoDb` applies the missing ones in order inside one
 * transaction each and records the version in `PRAGMA user_version`, so a file written by an older demo server is
 * upgraded on start and nothing a user saved is lost.
 *
 * Append new versions; never edit a shipped one.
 */
export const DEMO_DB_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE budgets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('budget', 'trip')),
    title TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    comments TEXT NOT NULL DEFAULT '',
    iso_country_code TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX budgets_by_owner ON budgets (owner, updated_at);
  CREATE TABLE budget_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    budget_id INTEGER NOT NULL REFERENCES budgets (id) ON DELETE CASCADE,
    product TEXT NOT NULL,
    rate_id TEXT NOT NULL,
    parameters TEXT NOT NULL,
    occupancy TEXT NOT NULL,
    destination_id TEXT,
    alternative_product_ids TEXT,
    added_at INTEGER NOT NULL,
    UNIQUE (budget_id, product, rate_id)
  );
  CREATE TABLE favourites (
    owner TEXT NOT NULL,
    hotel_id TEXT NOT NULL,
    added_at INTEGER NOT NULL,
    PRIMARY KEY (owner, hotel_id)
  );
  CREATE TABLE newsletter (
    email TEXT PRIMARY KEY,
    subscribed_at INTEGER NOT NULL
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sent_at INTEGER NOT NULL,
    sender TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    hotel_name TEXT,
    hotel_url TEXT,
    product_id TEXT,
    tripadvisor INTEGER NOT NULL DEFAULT 0,
    attachment_id TEXT
  );
  CREATE TABLE files (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    content BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  `
  CREATE TABLE portal_settings (
    portal_id INTEGER PRIMARY KEY,
    settings TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE admin_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    who TEXT NOT NULL,
    module TEXT NOT NULL,
    target TEXT NOT NULL,
    field TEXT NOT NULL,
    before_value TEXT NOT NULL,
    after_value TEXT NOT NULL,
    undo_of INTEGER REFERENCES admin_audit (id),
    undone_by INTEGER REFERENCES admin_audit (id)
  );
  `,
  `
  CREATE TABLE custom_texts (
    variant TEXT NOT NULL,
    key TEXT NOT NULL,
    text TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (variant, key)
  );
  `,
  `
  CREATE TABLE deadline_digests (
    owner TEXT PRIMARY KEY,
    hour INTEGER,
    time_zone TEXT NOT NULL,
    last_sent_date TEXT
  );
  `,
  `
  ALTER TABLE budget_items ADD COLUMN price_minor INTEGER;
  ALTER TABLE budget_items ADD COLUMN price_currency TEXT;
  ALTER TABLE budget_items ADD COLUMN priced_at INTEGER;
  ALTER TABLE budgets ADD COLUMN repriced_at INTEGER;
  `,
  `
  CREATE TABLE budget_share_links (
    token TEXT PRIMARY KEY,
    budget_id INTEGER NOT NULL REFERENCES budgets (id) ON DELETE CASCADE,
    owner TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    opened_at INTEGER,
    last_opened_at INTEGER,
    open_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX budget_share_links_by_budget ON budget_share_links (budget_id, created_at);
  `,
  `
  CREATE TABLE admin_content (
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (kind, key)
  );
  `,
  `
  CREATE TABLE tour_texts (
    language TEXT NOT NULL,
    key TEXT NOT NULL,
    text TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (language, key)
  );
  `,
  `
  CREATE TABLE hotel_content (
    hotel_id TEXT PRIMARY KEY,
    content TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE hotel_images (
    id TEXT PRIMARY KEY,
    hotel_id TEXT NOT NULL,
    content_type TEXT NOT NULL,
    image BLOB NOT NULL,
    thumbnail BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX hotel_images_by_hotel ON hotel_images (hotel_id, created_at);
  `,
];
