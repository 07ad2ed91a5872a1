CREATE TABLE `report_days` (
	`day` text PRIMARY KEY NOT NULL,
	`channels` text DEFAULT '{}' NOT NULL,
	`services` text DEFAULT '{}' NOT NULL,
	`from_pages` text DEFAULT '{}' NOT NULL,
	`landing_pages` text DEFAULT '{}' NOT NULL,
	`referrers` text DEFAULT '{}' NOT NULL,
	`campaigns` text DEFAULT '{}' NOT NULL,
	`hours` text DEFAULT '[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]' NOT NULL,
	`first_reply_seconds` text DEFAULT '[]' NOT NULL,
	`first_reply_office_seconds` text DEFAULT '[]' NOT NULL,
	`close_seconds` text DEFAULT '[]' NOT NULL,
	`replies_at_close` integer DEFAULT 0 NOT NULL,
	`bookings_made` integer DEFAULT 0 NOT NULL,
	`meetings` integer DEFAULT 0 NOT NULL,
	`no_shows` integer DEFAULT 0 NOT NULL,
	`cancelled` integer DEFAULT 0 NOT NULL,
	`subscribed` integer DEFAULT 0 NOT NULL,
	`unsubscribed` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_staff_days` (
	`day` text NOT NULL,
	`staff_id` text NOT NULL,
	`replies` integer DEFAULT 0 NOT NULL,
	`closed` integer DEFAULT 0 NOT NULL,
	`first_reply_seconds` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`day`, `staff_id`)
);
--> statement-breakpoint
CREATE TABLE `report_state` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `visit` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `channel` text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `visit` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `closed_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- A booking's conversation came by the booking (docs/reports.md): those started before the channel was kept.
UPDATE `contact_messages` SET `channel` = 'booking' WHERE `id` IN (SELECT `conversation_id` FROM `bookings` WHERE `conversation_id` IS NOT NULL);--> statement-breakpoint
-- A database with nothing to count yet has nothing to rebuild: its roll-ups are complete as they are.
-- One that has conversations, bookings or subscribers is rebuilt once from them by the every-minute
-- cron (app/reports/rebuild.server.ts, docs/decisions/034-reports-and-roll-ups.md).
INSERT INTO `report_state` (`name`, `value`) SELECT 'built_at', CAST(unixepoch('subsec') * 1000 AS integer)
WHERE NOT EXISTS (SELECT 1 FROM `contact_messages`) AND NOT EXISTS (SELECT 1 FROM `bookings`)
  AND NOT EXISTS (SELECT 1 FROM `newsletter_subscribers`);
