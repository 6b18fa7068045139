import { webProject } from './vitest.config.ts';

/** The web tests that mock modules (vi.mock), each file in a module graph of its own. */
export default webProject(true);
