// Filled in by the mailbox work (session 3).
export {};
