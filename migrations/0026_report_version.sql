CREATE TABLE `report_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);--> statement-breakpoint
-- One row, given a new random value by every write to the rows a report view is made from, in that
-- write's own statement (docs/reports.md, "Cached views"): a value names one state of those rows, so a
-- view cached for it is never shown after a change (nor after a restore: a counter could come back).
INSERT INTO `report_version` (`id`, `value`) VALUES (1, abs(random()) % 9007199254740991);--> statement-breakpoint
CREATE TRIGGER `report_days_version_insert` AFTER INSERT ON `report_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_days_version_update` AFTER UPDATE ON `report_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_days_version_delete` AFTER DELETE ON `report_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_staff_days_version_insert` AFTER INSERT ON `report_staff_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_staff_days_version_update` AFTER UPDATE ON `report_staff_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_staff_days_version_delete` AFTER DELETE ON `report_staff_days` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_state_version_insert` AFTER INSERT ON `report_state` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_state_version_update` AFTER UPDATE ON `report_state` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_state_version_delete` AFTER DELETE ON `report_state` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_settings_version_insert` AFTER INSERT ON `report_settings` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_settings_version_update` AFTER UPDATE ON `report_settings` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `report_settings_version_delete` AFTER DELETE ON `report_settings` BEGIN
	UPDATE `report_version` SET `value` = abs(random()) % 9007199254740991 WHERE `id` = 1;
END;
