// Entry of a generating worker thread: the server's sources are TypeScript run through tsx, which a
// new thread must register for itself (the parent's loader does not carry over to workers on Node 20).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./generate-worker.ts', import.meta.url).href);
