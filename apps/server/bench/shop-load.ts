// Filled in by the shop benchmark work (session 3).
export {};
