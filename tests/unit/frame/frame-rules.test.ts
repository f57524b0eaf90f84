import { describe, expect, it } from 'vitest';
import {
  backLabelKeyOf, backTargetOf, headerControlOf, headerVariantOf, HOME_PATHS, isBottomBarHidden, isTopBarHidden, pageOf, titleKeyOf,
} from '../../../src/app/frame-rules.ts';

const TOP_HIDDEN = ['/m/login', '/m/register', '/m/register.html', '/m/message', '/m/app', '/m/app/wallet', '/m/lottery/draw', '/m/forget', '/m/changePsw', '/m/agent', '/m/gameList'];
const TOP_SHOWN = ['/m/home', '/', '/m/activity', '/m/set', '/m/help', '/m/notice', '/m/rng', '/m/sports', '/m/lott', '/m/elott', '/m/down', '/m/customer', '/m/member/home'];
const BOTTOM_HIDDEN = ['/m/login', '/m/register', '/m/changePsw', '/m/forget', '/m/gameList', '/m/agent', '/m/down'];
const BOTTOM_SHOWN = ['/m/home', '/m/message', '/m/activity', '/m/set', '/m/rng', '/m/customer', '/m/help'];

describe('frame rules of SPEC 2.1', () => {
  it.each(TOP_HIDDEN)('R2.1-22 the top bar is hidden on %s', (path) => expect(isTopBarHidden(path)).toBe(true));
  it.each(TOP_SHOWN)('R2.1-22 the top bar shows on %s', (path) => expect(isTopBarHidden(path)).toBe(false));
  it.each(BOTTOM_HIDDEN)('R2.1-23 the bottom bar is hidden on %s', (path) => expect(isBottomBarHidden(path)).toBe(true));
  it.each(BOTTOM_SHOWN)('R2.1-23 the bottom bar shows on %s', (path) => expect(isBottomBarHidden(path)).toBe(false));

  it.each(['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'])('R2.1-24 back on %s goes to /m/home', (path) => {
    expect(backTargetOf(path)).toEqual({ kind: 'path', to: '/m/home' });
  });
  it.each(['/m/set', '/m/help', '/m/notice', '/m/rng', '/m/gameCenter', '/m/customer', '/m/member/home', '/m/noticeDetail?index=2'])('R2.1-25 back on %s goes one step back', (path) => {
    expect(backTargetOf(path)).toEqual({ kind: 'history' });
  });
  it.each(['/m/changePsw', ...HOME_PATHS])('R2.1-26 there is no back arrow on %s', (path) => {
    expect(backTargetOf(path)).toEqual({ kind: 'none' });
  });

  it.each([...HOME_PATHS, '/m/activity'])('R2.1-27 R2.1-3 %s uses the home header variant', (path) => expect(headerVariantOf(path)).toBe('home'));
  it.each(['/m/set', '/m/activityDetail', '/m/rng', '/m/help'])('R2.1-27 %s uses the page header', (path) => expect(headerVariantOf(path)).toBe('page'));

  it.each([
    ['/m/activity', 'title.promotion'], ['/m/forget', 'title.forgot_password'], ['/m/trail', 'title.free_trial'], ['/m/changePsw', 'title.first_password'],
    ['/m/slotsCenter', 'title.rng'], ['/m/set', 'title.personal_setting'], ['/m/bgs', 'title.slot'], ['/m/lott', 'title.lottery'], ['/m/elott', 'title.lottery'],
    ['/m/customer', 'title.customer_service'], ['/m/applyReward', 'title.activity_claim'],
  ])('R2.1-28 the title of %s is %s', (path, key) => expect(titleKeyOf(path)).toBe(key));
  it.each([
    ['/m/home', 'title.home'], ['/m/login', 'title.login'], ['/m/register', 'title.register'], ['/m/notice', 'title.notice'], ['/m/gameCenter', 'title.game_center'],
    ['/m/message', 'title.message'], ['/m/help', 'title.help'], ['/m/gameList', 'title.game_list'], ['/m/live', 'title.live'], ['/m/sports', 'title.sports'],
    ['/m/esports', 'title.esports'], ['/m/rng', 'title.rng'], ['/m/pvp', 'title.pvp'], ['/m/fish', 'title.fish'],
  ])('R2.1-29 the title of %s is %s', (path, key) => expect(titleKeyOf(path)).toBe(key));

  it.each(['/m/live', '/m/sports', '/m/esports', '/m/rng', '/m/pvp', '/m/fish', '/m/lott'])('R2.1-30 %s has the category control', (path) => {
    expect(headerControlOf(path)).toBe('category');
  });
  it.each(['/m/set', '/m/help', '/m/notice', '/m/customer', '/m/member/home', '/m/gameCenter'])('R2.1-31 %s has the online-service icon', (path) => {
    expect(headerControlOf(path)).toBe('service');
  });

  it.each([
    [undefined, 'title.home'], ['/m/home', 'title.home'], ['/m/notice', 'title.notice'], ['/m/activity', 'title.promotion'],
    ['/m/activityDetail?id=3', 'title.details'], ['/m/help', 'title.help'], ['/m/set', 'title.home'],
  ])('R2.1-32 after %s the back bar reads %s', (previous, key) => expect(backLabelKeyOf(previous)).toBe(key));

  it('pageOf strips .html and maps home paths to home', () => {
    expect(pageOf('/m/register.html')).toBe('register');
    expect(pageOf('/m/index.html')).toBe('home');
    expect(pageOf('/m/member/home')).toBe('member');
  });
});
