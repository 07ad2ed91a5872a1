CREATE TABLE `conversation_reads` (
	`conversation_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`conversation_id`, `staff_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `saved_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`body` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_replies_name_unique` ON `saved_replies` (`name`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `assignee_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `waiting_since` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_preview` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_client_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_assignee_idx` ON `contact_messages` (`assignee_id`,`last_activity_at`);--> statement-breakpoint
ALTER TABLE `conversation_entries` ADD `kind` text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE `conversation_entries` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `conversation_entries_idempotency_key_unique` ON `conversation_entries` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `users` ADD `display_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `signature` text;;--> statement-breakpoint
-- What the inbox shows of the conversations that exist: the start of the newest message or reply,
-- when the client last wrote, and since when a conversation that needs a reply has waited.
UPDATE `contact_messages` SET
	`last_preview` = substr(coalesce((
		SELECT e.`body` FROM `conversation_entries` e
		WHERE e.`message_id` = `contact_messages`.`id` AND e.`kind` = 'message'
		ORDER BY e.`created_at` DESC, e.`id` DESC LIMIT 1
	), `message`), 1, 120),
	`last_client_at` = max(`created_at`, coalesce((
		SELECT max(e.`created_at`) FROM `conversation_entries` e
		WHERE e.`message_id` = `contact_messages`.`id` AND e.`author` = 'client'
	), 0)),
	`waiting_since` = CASE
		WHEN `status` = 'new' THEN `created_at`
		WHEN `status` = 'client_replied' THEN (
			SELECT min(e.`created_at`) FROM `conversation_entries` e
			WHERE e.`message_id` = `contact_messages`.`id` AND e.`author` = 'client'
			AND e.`created_at` > coalesce((
				SELECT max(s.`created_at`) FROM `conversation_entries` s
				WHERE s.`message_id` = `contact_messages`.`id` AND s.`author` = 'staff' AND s.`kind` = 'message'
			), 0)
		)
		ELSE NULL
	END;--> statement-breakpoint
CREATE INDEX `contact_messages_waiting_idx` ON `contact_messages` (`status`, `is_verified`, `waiting_since`);--> statement-breakpoint
-- Full-text search over every conversation (docs/decisions/025-staff-workspace.md): one row for its
-- sender and first message, one per message or note. Triggers keep it in step with every write;
-- the rows below fill it for what exists.
CREATE VIRTUAL TABLE `conversation_search` USING fts5(
	`conversation_id` UNINDEXED,
	`entry_id` UNINDEXED,
	`kind` UNINDEXED,
	`body`,
	tokenize = 'unicode61 remove_diacritics 2'
);--> statement-breakpoint
CREATE TRIGGER `conversation_search_insert` AFTER INSERT ON `contact_messages` BEGIN
	INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
	VALUES (new.`id`, '', 'conversation', new.`name` || char(10) || new.`email` || char(10) || new.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_update` AFTER UPDATE OF `name`, `email`, `message` ON `contact_messages` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_id` = old.`id` AND `entry_id` = '';
	INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
	VALUES (new.`id`, '', 'conversation', new.`name` || char(10) || new.`email` || char(10) || new.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_delete` AFTER DELETE ON `contact_messages` BEGIN
	DELETE FROM `conversation_search` WHERE `conversation_id` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_entry_insert` AFTER INSERT ON `conversation_entries` WHEN new.`kind` <> 'event' BEGIN
	INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
	VALUES (new.`message_id`, new.`id`, new.`kind`, new.`body`);
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_entry_update` AFTER UPDATE OF `body`, `kind` ON `conversation_entries` BEGIN
	DELETE FROM `conversation_search` WHERE `entry_id` = old.`id`;
	INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
	SELECT new.`message_id`, new.`id`, new.`kind`, new.`body` WHERE new.`kind` <> 'event';
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_entry_delete` AFTER DELETE ON `conversation_entries` BEGIN
	DELETE FROM `conversation_search` WHERE `entry_id` = old.`id`;
END;--> statement-breakpoint
INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
SELECT `id`, '', 'conversation', `name` || char(10) || `email` || char(10) || `message` FROM `contact_messages`;--> statement-breakpoint
INSERT INTO `conversation_search` (`conversation_id`, `entry_id`, `kind`, `body`)
SELECT `message_id`, `id`, `kind`, `body` FROM `conversation_entries` WHERE `kind` <> 'event';
