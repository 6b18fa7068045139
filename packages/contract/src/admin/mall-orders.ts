// Filled in by the mall-orders work (session 3).
export {};
