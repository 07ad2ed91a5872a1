ALTER TABLE `contact_messages` ADD `search_doc` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_search_doc_idx` ON `contact_messages` (`search_doc`,`status`,`is_verified`,`assignee_id`,`id`);--> statement-breakpoint
-- The inbox's search, one document per conversation (docs/decisions/025-staff-workspace.md,
-- docs/performance.md). Migration 0012's index held a row per entry: a search grouped its hits
-- per conversation and read each hit's conversation id from the index's stored text, which made
-- a word found in 1,428 conversations cost 12 ms of SQL. One document per conversation, numbered
-- by `contact_messages.search_doc`, lets a search rank, count and choose its page from the index
-- and one covering index alone. Its three columns keep apart what a snippet must tell apart:
-- who wrote (name and e-mail), the thread (the first message, then every message and reply),
-- and the notes (only staff ever search).
DROP TRIGGER `conversation_search_insert`;--> statement-breakpoint
DROP TRIGGER `conversation_search_update`;--> statement-breakpoint
DROP TRIGGER `conversation_search_delete`;--> statement-breakpoint
DROP TRIGGER `conversation_search_entry_insert`;--> statement-breakpoint
DROP TRIGGER `conversation_search_entry_update`;--> statement-breakpoint
DROP TRIGGER `conversation_search_entry_delete`;--> statement-breakpoint
DROP TABLE `conversation_search`;--> statement-breakpoint
CREATE VIRTUAL TABLE `conversation_search` USING fts5(
	`people`,
	`thread`,
	`notes`,
	tokenize = 'unicode61 remove_diacritics 2'
);--> statement-breakpoint
-- What each conversation's document holds: the one definition the triggers and a rebuild read.
CREATE VIEW `conversation_search_source` AS
SELECT
	c.`id`,
	c.`search_doc`,
	c.`name` || char(10) || c.`email` AS `people`,
	c.`message` || coalesce(char(10) || (
		SELECT group_concat(e.`body`, char(10) ORDER BY e.`created_at`, e.`id`) FROM `conversation_entries` e
		WHERE e.`message_id` = c.`id` AND e.`kind` = 'message'
	), '') AS `thread`,
	coalesce((
		SELECT group_concat(e.`body`, char(10) ORDER BY e.`created_at`, e.`id`) FROM `conversation_entries` e
		WHERE e.`message_id` = c.`id` AND e.`kind` = 'note'
	), '') AS `notes`
FROM `contact_messages` c;--> statement-breakpoint
-- A new conversation gets a new document, and the conversation its number.
CREATE TRIGGER `conversation_search_insert` AFTER INSERT ON `contact_messages` BEGIN
	INSERT INTO `conversation_search` (`people`, `thread`, `notes`)
	SELECT `people`, `thread`, `notes` FROM `conversation_search_source` WHERE `id` = new.`id`;
	UPDATE `contact_messages` SET `search_doc` = last_insert_rowid() WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_update` AFTER UPDATE OF `name`, `email`, `message` ON `contact_messages` BEGIN
	UPDATE `conversation_search` SET (`people`, `thread`, `notes`) = (
		SELECT `people`, `thread`, `notes` FROM `conversation_search_source` WHERE `id` = new.`id`
	) WHERE rowid = new.`search_doc`;
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_delete` AFTER DELETE ON `contact_messages` BEGIN
	DELETE FROM `conversation_search` WHERE rowid = old.`search_doc`;
END;--> statement-breakpoint
-- Any entry that is written, changed or removed (events are never searched) rewrites its
-- conversation's document from the source; a conversation being deleted has none left to rewrite.
CREATE TRIGGER `conversation_search_entry_insert` AFTER INSERT ON `conversation_entries` WHEN new.`kind` <> 'event' BEGIN
	UPDATE `conversation_search` SET (`people`, `thread`, `notes`) = (
		SELECT `people`, `thread`, `notes` FROM `conversation_search_source` WHERE `id` = new.`message_id`
	) WHERE rowid = (SELECT `search_doc` FROM `contact_messages` WHERE `id` = new.`message_id`);
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_entry_update` AFTER UPDATE OF `body`, `kind`, `message_id` ON `conversation_entries` BEGIN
	UPDATE `conversation_search` SET (`people`, `thread`, `notes`) = (
		SELECT s.`people`, s.`thread`, s.`notes` FROM `conversation_search_source` s
		WHERE s.`search_doc` = `conversation_search`.rowid
	) WHERE rowid IN (
		SELECT `search_doc` FROM `contact_messages` WHERE `id` IN (old.`message_id`, new.`message_id`)
	);
END;--> statement-breakpoint
CREATE TRIGGER `conversation_search_entry_delete` AFTER DELETE ON `conversation_entries` WHEN old.`kind` <> 'event' BEGIN
	UPDATE `conversation_search` SET (`people`, `thread`, `notes`) = (
		SELECT `people`, `thread`, `notes` FROM `conversation_search_source` WHERE `id` = old.`message_id`
	) WHERE rowid = (SELECT `search_doc` FROM `contact_messages` WHERE `id` = old.`message_id`);
END;--> statement-breakpoint
-- Every existing conversation: its number (its rowid today, kept from now on) and its document.
UPDATE `contact_messages` SET `search_doc` = rowid;--> statement-breakpoint
INSERT INTO `conversation_search` (rowid, `people`, `thread`, `notes`)
SELECT `search_doc`, `people`, `thread`, `notes` FROM `conversation_search_source`;
