import { GardenScreenCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** The screen's figures; the screen shows its own error, so the client stays silent. */
export const gardenScreenQuery = () => callQuery(GardenScreenCalls.screen, undefined, { silent: true });
