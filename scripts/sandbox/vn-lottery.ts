/**
 * The Vietnamese lottery (SPEC 7: Vietnamese lottery and numero) as the platform keeps it: each province's
 * region and draw days, as the state lotteries draw them (the north's one daily draw moves between six
 * provinces), and the draw times and special prize each region uses. Draws are computed from the clock, so the
 * latest result and the next draw stay current whatever the sandbox's clock says.
 */
import type { VnLottery } from '../../src/generated/api/game.ts';
import type { Db } from './db.ts';
import { drawNumbers } from './handlers-home.ts';

type Region = VnLottery['region'];

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** Vietnam time is UTC+7, all year. */
const VIETNAM = 7 * 60 * MINUTE;

/** Draw time in Vietnam time and the special prize's digits per region. */
export const REGION_DRAW: Record<Region, { hour: number; minute: number; digits: number }> = {
  SOUTH: { hour: 16, minute: 15, digits: 6 },
  CENTRAL: { hour: 17, minute: 15, digits: 6 },
  NORTH: { hour: 18, minute: 15, digits: 5 },
};

/** Province code, name, region and the days it draws (0 Sunday .. 6 Saturday). */
export const VN_PROVINCES: readonly (readonly [code: string, name: string, region: Region, days: readonly number[]])[] = [
  ['HN', 'Hà Nội', 'NORTH', [1, 4]], ['QN', 'Quảng Ninh', 'NORTH', [2]], ['BN', 'Bắc Ninh', 'NORTH', [3]],
  ['HP', 'Hải Phòng', 'NORTH', [5]], ['ND', 'Nam Định', 'NORTH', [6]], ['TB', 'Thái Bình', 'NORTH', [0]],
  ['TTH', 'Thừa Thiên Huế', 'CENTRAL', [1, 0]], ['PY', 'Phú Yên', 'CENTRAL', [1]], ['DLK', 'Đắk Lắk', 'CENTRAL', [2]],
  ['QNM', 'Quảng Nam', 'CENTRAL', [2]], ['DNG', 'Đà Nẵng', 'CENTRAL', [3, 6]], ['KH', 'Khánh Hòa', 'CENTRAL', [3, 0]],
  ['BDI', 'Bình Định', 'CENTRAL', [4]], ['QT', 'Quảng Trị', 'CENTRAL', [4]], ['QB', 'Quảng Bình', 'CENTRAL', [4]],
  ['GL', 'Gia Lai', 'CENTRAL', [5]], ['NT', 'Ninh Thuận', 'CENTRAL', [5]], ['QNG', 'Quảng Ngãi', 'CENTRAL', [6]],
  ['DNO', 'Đắk Nông', 'CENTRAL', [6]], ['KT', 'Kon Tum', 'CENTRAL', [0]],
  ['HCM', 'TP. Hồ Chí Minh', 'SOUTH', [1, 6]], ['DT', 'Đồng Tháp', 'SOUTH', [1]], ['CM', 'Cà Mau', 'SOUTH', [1]],
  ['BTR', 'Bến Tre', 'SOUTH', [2]], ['VT', 'Vũng Tàu', 'SOUTH', [2]], ['BL', 'Bạc Liêu', 'SOUTH', [2]],
  ['DN', 'Đồng Nai', 'SOUTH', [3]], ['CT', 'Cần Thơ', 'SOUTH', [3]], ['ST', 'Sóc Trăng', 'SOUTH', [3]],
  ['TN', 'Tây Ninh', 'SOUTH', [4]], ['AG', 'An Giang', 'SOUTH', [4]], ['BTH', 'Bình Thuận', 'SOUTH', [4]],
  ['VL', 'Vĩnh Long', 'SOUTH', [5]], ['BD', 'Bình Dương', 'SOUTH', [5]], ['TV', 'Trà Vinh', 'SOUTH', [5]],
  ['LA', 'Long An', 'SOUTH', [6]], ['BP', 'Bình Phước', 'SOUTH', [6]], ['HG', 'Hậu Giang', 'SOUTH', [6]],
  ['TG', 'Tiền Giang', 'SOUTH', [0]], ['KG', 'Kiên Giang', 'SOUTH', [0]], ['DL', 'Đà Lạt', 'SOUTH', [0]],
];

/** The draws of a province around `now`: the latest made (before now) and the next one, ms since epoch. */
export function drawsAround(now: number, region: Region, days: readonly number[]): { latest: number; next: number } {
  const { hour, minute } = REGION_DRAW[region];
  const at = (time: number): number => {
    const local = time + VIETNAM;
    return local - (local % DAY) - VIETNAM + (hour * 60 + minute) * MINUTE;
  };
  const drawsOn = (time: number): boolean => days.includes(new Date(time + VIETNAM).getUTCDay());
  let latest = at(now);
  if (latest >= now) latest -= DAY;
  while (!drawsOn(latest)) latest -= DAY;
  let next = at(now);
  if (next < now) next += DAY;
  while (!drawsOn(next)) next += DAY;
  return { latest, next };
}

/** The special prize of a province's draw: the same digits every time it is asked for. */
export function specialPrize(seed: string, region: Region): string {
  return drawNumbers(seed, REGION_DRAW[region].digits, 0).join('');
}

export function seedVnLottery(db: Db): void {
  VN_PROVINCES.forEach(([code, name, region, days], i) => {
    db.run('INSERT INTO vn_lotteries (id, code, name, region, draw_days, sequence) VALUES (?, ?, ?, ?, ?, ?)', i + 1, code, name, region, days.join(','), i);
  });
}
