import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's wall clock: the times it answers ('YYYY-MM-DD HH:mm:ss') are China time. */
export const CHINA_ZONE = 'Asia/Shanghai';

/** A picked date and time, read as China time (as the rest of the workspace does), as an ISO instant. */
export function followInstant(picked: Dayjs): string {
  return dayjs.tz(picked.format('YYYY-MM-DD HH:mm'), CHINA_ZONE).toISOString();
}

/** Whether a China-time 'YYYY-MM-DD HH:mm:ss' of the server is already past. */
export function isPast(chinaTime: string, now = Date.now()): boolean {
  const t = dayjs.tz(chinaTime, CHINA_ZONE);
  return t.isValid() && t.valueOf() < now;
}

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD HH:mm'. */
export const toMinute = (chinaTime: string) => chinaTime.slice(0, 16);

const nineOClock = (d: Dayjs) => d.hour(9).minute(0).second(0).millisecond(0);

/** The next follow-up's quick picks: tomorrow 9:00, in three days (9:00), next Monday (9:00). */
export const nextAtPresets = {
  tomorrow: () => nineOClock(dayjs().add(1, 'day')),
  threeDays: () => nineOClock(dayjs().add(3, 'day')),
  nextMonday: () => {
    const today = dayjs();
    // day(): Sunday 0 … Saturday 6; a Monday gives the Monday after
    return nineOClock(today.add((8 - today.day()) % 7 || 7, 'day'));
  },
};

/** The picker's days before today cannot be chosen. */
export const beforeToday = (d: Dayjs) => d.isBefore(dayjs().startOf('day'));
