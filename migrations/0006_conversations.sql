-- A contact message becomes a conversation (docs/decisions/010-contact-messages.md). The one reply a
-- message could hold moves into conversation_entries, with its author, time and text, so nothing is
-- lost or reordered; the message's own columns for it go. Written by hand: drizzle-kit would rebuild
-- the table with PRAGMA foreign_keys, which D1 does not honour inside a migration.
CREATE TABLE `__new_contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`service` text,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_activity_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_author` text DEFAULT 'client' NOT NULL,
	`last_author_name` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- The staff member's name as the site shows it: the profile name, else the part of the e-mail before the @.
CREATE TABLE `__migrated_replies` AS
SELECT
	m.`id` AS `message_id`,
	m.`reply` AS `body`,
	m.`replied_by` AS `staff_id`,
	CASE WHEN trim(u.`name`) <> '' THEN u.`name` ELSE substr(u.`email`, 1, instr(u.`email`, '@') - 1) END AS `staff_name`,
	coalesce(m.`replied_at`, m.`created_at`) AS `created_at`
FROM `contact_messages` m
LEFT JOIN `users` u ON u.`id` = m.`replied_by`
WHERE m.`reply` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `__new_contact_messages` ("id", "user_id", "email", "name", "service", "message", "status", "created_at", "last_activity_at", "last_author", "last_author_name", "is_verified", "notified_at")
SELECT m."id", m."user_id", m."email", m."name", m."service", m."message",
	CASE WHEN r.`message_id` IS NULL THEN 'new' ELSE 'replied' END,
	m."created_at",
	coalesce(r.`created_at`, m."created_at"),
	CASE WHEN r.`message_id` IS NULL THEN 'client' ELSE 'staff' END,
	r.`staff_name`,
	m."is_verified", m."notified_at"
FROM `contact_messages` m
LEFT JOIN `__migrated_replies` r ON r.`message_id` = m.`id`;
--> statement-breakpoint
DROP TABLE `contact_messages`;
--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;
--> statement-breakpoint
CREATE INDEX `contact_messages_user_created_idx` ON `contact_messages` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `contact_messages_email_created_idx` ON `contact_messages` (`email`,`created_at`);
--> statement-breakpoint
CREATE INDEX `contact_messages_inbox_idx` ON `contact_messages` (`status`,`is_verified`,`last_activity_at`);
--> statement-breakpoint
CREATE TABLE `conversation_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`author` text NOT NULL,
	`staff_id` text,
	`staff_name` text,
	`body` text NOT NULL,
	`via` text DEFAULT 'web' NOT NULL,
	`email_message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_email_message_id_unique` ON `conversation_entries` (`email_message_id`);
--> statement-breakpoint
CREATE INDEX `conversation_entries_message_created_idx` ON `conversation_entries` (`message_id`,`created_at`);
--> statement-breakpoint
INSERT INTO `conversation_entries` ("id", "message_id", "author", "staff_id", "staff_name", "body", "via", "created_at")
SELECT 'reply-' || `message_id`, `message_id`, 'staff', `staff_id`, `staff_name`, `body`, 'web', `created_at`
FROM `__migrated_replies`;
--> statement-breakpoint
DROP TABLE `__migrated_replies`;
--> statement-breakpoint
CREATE TABLE `reply_addresses` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`message_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reply_addresses_message_idx` ON `reply_addresses` (`message_id`);
