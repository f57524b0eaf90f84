/** The red rain's clock (SPEC 2.13 agent grid, D15): rains' states and countdowns run on the platform's time, not the device's. */
import { useEffect, useState } from 'react';
import type { RedRainEvent, RedRainSchedule } from '../../../api/red-rain.ts';

export type RainState = RedRainEvent['state'];

/** A rain's state at `now` (platform time): upcoming before its start, live until its end, ended from then on. */
export function rainState(rain: Pick<RedRainEvent, 'startsAt' | 'endsAt'>, now: number): RainState {
  if (now < rain.startsAt) return 'upcoming';
  return now < rain.endsAt ? 'live' : 'ended';
}

const RANK: Readonly<Record<RainState, number>> = { live: 0, upcoming: 1, ended: 2 };

/** The rains as the screen lists them at `now`, the next one first: live, then upcoming by start, then ended, the latest first. */
export function rainOrder<T extends Pick<RedRainEvent, 'startsAt' | 'endsAt'>>(rains: readonly T[], now: number): T[] {
  return [...rains].sort((a, b) => {
    const byState = RANK[rainState(a, now)] - RANK[rainState(b, now)];
    if (byState !== 0) return byState;
    return rainState(a, now) === 'ended' ? b.endsAt - a.endsAt : a.startsAt - b.startsAt;
  });
}

/** A schedule with the gap between the platform's clock and the device's, taken when its answer arrived. */
export type TimedSchedule = RedRainSchedule & { offset: number };

export function withOffset(schedule: RedRainSchedule, deviceNow: number = Date.now()): TimedSchedule {
  return { ...schedule, offset: schedule.serverTime - deviceNow };
}

/** The platform's time as the device keeps it (device clock plus `offset`), renewed once a second while mounted; nothing is fetched. */
export function usePlatformNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
