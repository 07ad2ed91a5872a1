ALTER TABLE `contact_messages` ADD `notified_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `reply_to` text;--> statement-breakpoint
-- Messages stored before notifications existed were read with SQL: do not mail them all now.
UPDATE `contact_messages` SET `notified_at` = `created_at` WHERE `notified_at` IS NULL;
