CREATE TABLE `booking_staff_notices` (
	`booking_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`known_start_at` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `staff_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_staff_notices_created_idx` ON `booking_staff_notices` (`created_at`);