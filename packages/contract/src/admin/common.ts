/** Calls, schemas and rules of the back-office area 'messages'. */
export {};
